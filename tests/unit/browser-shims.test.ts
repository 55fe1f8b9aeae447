/** The stand-ins the bundles use for pako (ApiItem) and chalk (browser), and the API Markdown renderer. */
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import chalk from '../../src/plugins/browser-shims/chalk';
import {ungzip} from '../../src/plugins/browser-shims/pako';
import {renderMarkdown} from '../../src/theme/Markdown/renderMarkdown';

describe('the pako stand-in', () => {
  const operation = JSON.stringify({operationId: 'createUser', 'x-codeSamples': [{lang: 'java', source: 'HttpClient.newHttpClient()'}]});

  // The zlib stream the OpenAPI plugin writes into each page: api-reference.spec.ts finds its code sample in the HTML.
  it('unpacks gzip as pako.ungzip does', () => {
    expect(new TextDecoder().decode(ungzip(new Uint8Array(gzipSync(operation))))).toBe(operation);
  });

  it('unpacks the same bytes once: ApiItem unpacks its operation on every render', () => {
    const first = ungzip(new Uint8Array(gzipSync(operation)));
    expect(ungzip(new Uint8Array(gzipSync(operation)))).toBe(first);
    const other = JSON.stringify({operationId: 'getUser'});
    expect(new TextDecoder().decode(ungzip(new Uint8Array(gzipSync(other))))).toBe(other);
    expect(ungzip(new Uint8Array(gzipSync(operation)))).not.toBe(first);
  });

  it('fails on data that is not compressed, which ApiItem catches', () => {
    expect(() => ungzip(new TextEncoder().encode('not compressed'))).toThrow();
  });
});

describe('the chalk stand-in', () => {
  it('returns the text of any style, chained or not', () => {
    expect(chalk.yellow('WARNING:', 'no example')).toBe('WARNING: no example');
    expect(chalk.bold.red('x')).toBe('x');
  });
});

describe('the API reference Markdown', () => {
  it('renders CommonMark and GFM tables as the descriptions use them', () => {
    const html = renderMarkdown('The **email** of the user; see `errors`.\n\n| Status | When |\n|---|---|\n| 400 | A field is invalid |\n');
    expect(html).toContain('<strong>email</strong>');
    expect(html).toContain('<code>errors</code>');
    expect(html).toMatch(/<table>[\s\S]*<th>Status<\/th>[\s\S]*<td>400<\/td>/);
  });
});
