/**
 * Code is coloured when the Markdown is compiled (src/plugins/code-highlight): a fenced block reaches
 * the theme's MDX `code` component with its code as text, its language and metastring, and its lines
 * coloured for both modes; `{1,3}` ranges highlight lines; what the build cannot honour fails it.
 */
import {evaluate} from '@mdx-js/mdx';
import {isValidElement, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {describe, expect, it} from 'vitest';
import {
  CODE_HTML_PROP,
  HIGHLIGHTED_LINE_CLASS,
  createCodeHighlighter,
  highlightToHtml,
  rehypeCodeHighlight,
} from '../../src/plugins/code-highlight';

/** The props the compiled MDX passes to its `code` component, as the theme's MDXComponents receive them. */
async function codeProps(markdown: string): Promise<Record<string, string>> {
  const {default: Content} = await evaluate(markdown, {...runtime, rehypePlugins: [rehypeCodeHighlight as never]});
  const code = (): null => null;
  const find = (node: ReactNode): Record<string, string> | undefined => {
    if (Array.isArray(node)) return node.map(find).find(Boolean);
    if (!isValidElement<{children?: ReactNode}>(node)) return undefined;
    return node.type === code ? (node.props as Record<string, string>) : find(node.props.children);
  };
  const props = find(Content({components: {code}}));
  if (props === undefined) throw new Error('No code element in the compiled Markdown.');
  return props;
}

// The code, its colours in both modes and its title as the reader gets them, and the contrast of every
// colour the build uses: tests/e2e/code-blocks.spec.ts.
describe('the build-time highlighter', () => {
  it('marks the lines of a {1,3} range with the theme class', async () => {
    const html = (await codeProps('```yaml {2}\na: 1\nb: 2\nc: 3\n```\n'))[CODE_HTML_PROP] ?? '';
    const lines = html.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.startsWith(`<span class="line ${HIGHLIGHTED_LINE_CLASS}">`))).toEqual([false, true, false]);
  });

  it('shows a shell line continuation as plain text, as Prism did', async () => {
    const html = highlightToHtml(await createCodeHighlighter(), 'curl -i \\\n  -X POST', 'bash');
    expect(html).toMatch(/--shiki-light:#1F2328;--shiki-dark:#E6EDF3">[^<]*\\<\/span>/);
  });

  it('fails on a Docusaurus magic comment, which it would show as text', async () => {
    await expect(codeProps('```js\n// highlight-next-line\nconst a = 1;\n```\n')).rejects.toThrow(/magic comment.*metastring/s);
  });

  it('fails on a language it does not know, naming it', async () => {
    await expect(codeProps('```bsh\nls\n```\n')).rejects.toThrow(/bsh/);
  });

  it('leaves text and language-less blocks uncoloured', async () => {
    const props = await codeProps('```text\nplain words\n```\n');
    expect(props[CODE_HTML_PROP]).toBe('<span class="line"><span>plain words</span></span>');
  });
});
