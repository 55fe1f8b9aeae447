/** Reach (ARCHITECTURE.md, "Reaches into Docusaurus"): the theme's Prism language loader, ejected to load none, since code is coloured at build time (src/plugins/code-highlight). */
export default function prismIncludeLanguages(): void {
  // The theme calls it with its Prism (src/plugins/bundle-shims/prism-react-renderer.ts): nothing to add.
}
