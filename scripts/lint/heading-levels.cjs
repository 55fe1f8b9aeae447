// The table of contents and the sidebar cover heading levels 2 to 3, so pages use no other level:
// the title comes from the front matter (h1) and deeper headings would be invisible in the TOC.
/** @type {import("markdownlint").Rule} */
module.exports = {
  names: ['nubis-heading-levels'],
  description: 'Headings in docs are level 2 or 3 (the title comes from the front matter)',
  tags: ['headings'],
  parser: 'micromark',
  function: (params, onError) => {
    // Only the site's pages have their title in front matter; README and other Markdown keep their h1.
    if (!/(^|[\\/])docs[\\/]/.test(params.name)) return;
    for (const token of params.parsers.micromark.tokens) {
      if (token.type !== 'atxHeading' && token.type !== 'setextHeading') continue;
      const text = params.lines[token.startLine - 1];
      const level = token.type === 'atxHeading' ? (/^#+/.exec(text.trim()) ?? [''])[0].length : 0;
      if (level !== 2 && level !== 3) {
        onError({lineNumber: token.startLine, detail: `Heading level ${level || 'setext'}; use ## or ###`, context: text});
      }
    }
  },
};
