/**
 * The OpenAPI theme writes its JSON examples (from the schema or the spec's examples) while the page
 * renders, as `JSON.stringify(value, null, 2)`, after the build-time highlighter has run. This colours
 * them as Shiki colours JSON (src/plugins/code-highlight; tests/unit/json-example-html.test.ts compares
 * the two) from the parsed value rather than by tokenising the text: a few hundred bytes, no grammar.
 */

/** Shiki's light and dark colours for JSON in CODE_THEMES. */
const COLOURS = {
  key: ['#116329', '#7EE787'],
  string: ['#0A3069', '#A5D6FF'],
  literal: ['#0550AE', '#79C0FF'],
  escape: ['#CF222E', '#FF7B72'],
  punctuation: ['#1F2328', '#E6EDF3'],
} as const;

type Role = keyof typeof COLOURS;
type Token = [text: string, role: Role];

/** A string or key in JSON, with its escape sequences (`\"`, `\n`, `\u0001`) in their own colour. */
function pushString(value: string, role: Role, tokens: Token[]): void {
  JSON.stringify(value)
    .split(/(\\(?:u[\da-f]{4}|.))/i)
    .forEach((part, index) => part && tokens.push([part, index % 2 ? 'escape' : role]));
}

/** The tokens of `value` as `JSON.stringify(value, null, 2)` writes it. */
function pushTokens(value: unknown, indent: string, tokens: Token[]): void {
  if (typeof value === 'string') return pushString(value, 'string', tokens);
  if (value === null || typeof value !== 'object') {
    tokens.push([JSON.stringify(value), 'literal']);
    return;
  }
  const entries: [string | undefined, unknown][] = Array.isArray(value) ? value.map((item) => [undefined, item]) : Object.entries(value);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) {
    tokens.push([open + close, 'punctuation']);
    return;
  }
  const inner = `${indent}  `;
  tokens.push([open, 'punctuation']);
  entries.forEach(([key, item], index) => {
    tokens.push([`${index > 0 ? ',' : ''}\n${inner}`, 'punctuation']);
    if (key !== undefined) {
      pushString(key, 'key', tokens);
      tokens.push([': ', 'punctuation']);
    }
    pushTokens(item, inner, tokens);
  });
  tokens.push([`\n${indent}${close}`, 'punctuation']);
}

/**
 * The coloured lines of a JSON example, in the HTML Shiki gives code blocks (`codeHtml` of
 * src/theme/CodeBlock), or undefined when `example` is not JSON written that way (it is then shown
 * uncoloured, exactly as given).
 */
export function jsonExampleHtml(example: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(example);
  } catch {
    return undefined;
  }
  const tokens: Token[] = [];
  pushTokens(value, '', tokens);
  if (tokens.map(([text]) => text).join('') !== example) return undefined;
  const html = tokens.map(([text, role]) => {
    const style = `--shiki-light:${COLOURS[role][0]};--shiki-dark:${COLOURS[role][1]}`;
    return text
      .split('\n')
      .map((part) => part && `<span style="${style}">${part.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</span>`)
      .join('</span>\n<span class="line">');
  });
  return `<span class="line">${html.join('')}</span>`;
}
