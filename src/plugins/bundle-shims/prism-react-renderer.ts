/** An empty Prism for the classic theme's `prism-include-languages`: code is coloured at build time (src/plugins/code-highlight), so no language loads in the browser. */
export const Prism = {languages: {} as Record<string, unknown>};
