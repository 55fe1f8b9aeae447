/** Reach (ARCHITECTURE.md, "Reaches into Docusaurus"): stands in for `prism-react-renderer`, whose `Prism` the classic theme's client module hands to src/theme/prism-include-languages.ts: code is coloured at build time (src/plugins/code-highlight), so no Prism loads in the browser. */
export const Prism = {languages: {} as Record<string, unknown>};
