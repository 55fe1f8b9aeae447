/**
 * prism-react-renderer for both bundles. Docusaurus's classic theme loads it on every page, whatever
 * renders the code blocks: its client module `prism-include-languages` hands the package's Prism (some
 * forty languages, 26 KB of gzip JS) to the loader of `prism.additionalLanguages`. Code is coloured at
 * build time here (src/plugins/code-highlight) and nothing tokenises in the browser, so that Prism is an
 * empty one. Nothing may import `Highlight`: the bundler warns that this module does not export it.
 */
export const Prism = {languages: {} as Record<string, unknown>};
