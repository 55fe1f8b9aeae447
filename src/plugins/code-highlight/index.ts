/**
 * Code is highlighted once, when the site is built: Shiki colours every fenced code block of the
 * Markdown (through @shikijs/rehype) and the API reference's code samples (scripts/api), and the
 * browser receives the coloured HTML and runs no highlighter. Both colour modes are in that HTML,
 * each token carrying its light and its dark colour as CSS variables (`--shiki-light`,
 * `--shiki-dark`), so a change of colour mode re-renders nothing (src/theme/CodeBlock picks the
 * variable of the mode).
 *
 * A code block reaches the theme as it always did, a `code` element whose text is the code (for the
 * copy button) with its language class and metastring, plus one string property, the coloured lines:
 * React sets them as the element's inner HTML, which costs nothing to hydrate.
 */
import rehypeShiki from '@shikijs/rehype';
import githubDark from '@shikijs/themes/github-dark-default';
import githubLight from '@shikijs/themes/github-light-default';
import {transformerMetaHighlight} from '@shikijs/transformers';
import type {Element, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {createHighlighter, type BundledLanguage, type CodeToHastOptions, type ShikiTransformer, type ThemeRegistration} from 'shiki';

/** The property of the `code` element that carries the coloured lines (a prop of @theme/CodeBlock). */
export const CODE_HTML_PROP = 'codeHtml';

/** Docusaurus's class for a highlighted line, as its `{1,3}` metastring ranges give it. */
export const HIGHLIGHTED_LINE_CLASS = 'theme-code-block-highlighted-line';

/**
 * GitHub's themes, the palette the code blocks had with Prism, with Prism's roles for shell commands
 * (a command as a function, its arguments as plain text, variables as variables) so that the many
 * shell blocks of the manuals read as before (line continuations included), and GitHub's light
 * comment grey (4.3:1 on the code background #f6f8fa) replaced by one above WCAG AA's 4.5:1.
 */
function nubisTheme(base: ThemeRegistration, name: string, colors: {func: string; plain: string; variable: string}): ThemeRegistration {
  return {
    ...base,
    name,
    tokenColors: [
      ...(base.tokenColors ?? []),
      {scope: ['entity.name.command.shell'], settings: {foreground: colors.func}},
      // A line continuation in plain text, as Prism showed it, not in the red of string escapes.
      {
        scope: ['string.unquoted.argument.shell', 'constant.character.escape.line-continuation.shell'],
        settings: {foreground: colors.plain},
      },
      {
        scope: ['variable.other.normal.shell', 'variable.other.bracket.shell', 'variable.other.special.shell'],
        settings: {foreground: colors.variable},
      },
    ],
  };
}

const CODE_THEMES = {
  light: nubisTheme(githubLight, 'nubis-light', {func: '#6639ba', plain: '#1f2328', variable: '#0550ae'}),
  dark: nubisTheme(githubDark, 'nubis-dark', {func: '#d2a8ff', plain: '#e6edf3', variable: '#79c0ff'}),
};

/**
 * Loaded up front: the languages of the manuals and of the API code samples. Any other language Shiki
 * knows is loaded when a page uses it; one it does not know fails the build with its name.
 */
const CODE_LANGUAGES: BundledLanguage[] = [
  'bash',
  'css',
  'dockerfile',
  'go',
  'html',
  'http',
  'ini',
  'java',
  'javascript',
  'json',
  'markdown',
  'properties',
  'python',
  'typescript',
  'xml',
  'yaml',
];

/** Docusaurus's magic comments: they would be shown as text, since lines are highlighted at build time. */
const MAGIC_COMMENT = /(?:\/\/|#|<!--|\/\*)\s*highlight-(?:next-line|start|end)\b/;

/** The code element the theme expects, with the coloured lines as a string. */
const themeCodeElement: ShikiTransformer = {
  name: 'nubis:theme-code-element',
  preprocess(code) {
    if (MAGIC_COMMENT.test(code)) {
      throw new Error(
        `A code block uses a Docusaurus magic comment (highlight-next-line, highlight-start, highlight-end), which the build-time highlighter does not read: give the lines in the metastring instead, e.g. \`\`\`${this.options.lang} {2,4-5}.\n${code}`,
      );
    }
  },
  root(root) {
    const pre = root.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
    const code = pre?.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
    if (!code) throw new Error('Shiki returned no <pre><code> for a code block.');
    const metastring = this.options.meta?.__raw;
    const element: Element = {
      type: 'element',
      tagName: 'code',
      properties: {
        className: [`language-${this.options.lang}`],
        ...(metastring ? {metastring} : {}),
        [CODE_HTML_PROP]: toHtml(code.children),
      },
      // The trailing line break keeps a one-line block a block for the theme's MDX `code` component.
      children: [{type: 'text', value: `${this.source}\n`}],
    };
    const wrapper: Element = {type: 'element', tagName: 'pre', properties: {}, children: [element]};
    return {type: 'root', children: [wrapper]} satisfies Root;
  },
};

/** Options shared by the Markdown pipeline and the scripts, so every code block is coloured alike. */
const HIGHLIGHT_OPTIONS = {
  themes: CODE_THEMES,
  defaultColor: false,
  colorReplacements: {[CODE_THEMES.light.name ?? '']: {'#6e7781': '#57606a'}},
  transformers: [transformerMetaHighlight({className: HIGHLIGHTED_LINE_CLASS}), themeCodeElement],
} satisfies Partial<CodeToHastOptions>;

/**
 * The code block's own background and text colour, which the theme reads from `prism` in the config:
 * CSS variables (src/css/custom.css), the same in both modes.
 */
export const CODE_BLOCK_COLORS = {
  plain: {color: 'var(--nubis-code-color)', backgroundColor: 'var(--nubis-code-background)'},
  styles: [],
};

/**
 * The rehype plugin for the docs instances' `rehypePlugins`, with its options kept in this closure:
 * Docusaurus copies the site config, plugin options included, into the browser's main.js, where an
 * options object would ship the two themes, build-only data, to every reader (figures in bench/README.md).
 */
export function rehypeCodeHighlight(this: ThisParameterType<typeof rehypeShiki>) {
  return rehypeShiki.call(this, {...HIGHLIGHT_OPTIONS, langs: CODE_LANGUAGES, lazy: true});
}

export function createCodeHighlighter() {
  return createHighlighter({themes: Object.values(CODE_THEMES), langs: CODE_LANGUAGES});
}

export type CodeHighlighter = Awaited<ReturnType<typeof createCodeHighlighter>>;

/** The coloured lines of `code`, as the inner HTML of its `code` element. */
export function highlightToHtml(highlighter: CodeHighlighter, code: string, lang: string): string {
  const root = highlighter.codeToHast(code, {...HIGHLIGHT_OPTIONS, lang: lang as BundledLanguage});
  const pre = root.children[0] as Element;
  const element = pre.children[0] as Element;
  const html = element.properties[CODE_HTML_PROP];
  if (typeof html !== 'string') throw new Error(`No highlighted HTML for a ${lang} code block.`);
  return html;
}
