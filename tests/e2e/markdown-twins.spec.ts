/**
 * The Markdown twins of the pages, llms.txt and llms-full.txt (src/plugins/llms), served by nginx, and
 * the "Copy page" and "View as Markdown" controls of every doc page (src/components/MarkdownTwin).
 */
import {expect, test, type APIRequestContext} from '@playwright/test';
import {loadApiModels, type Field} from '../../src/api-reference/model';
import {BASE_PATH} from '../../src/constants';
import {markLabels, SINCE_BADGE_CLASS} from '../../src/utils/since';
import {markdownTwinPath} from '../../src/utils/markdownTwin';
import {attribute, byTag, hasClass, parseHtml, textOf, type HtmlNode} from '../../scripts/html';
import {axeViolations, gotoHydrated, presetColorMode, sitemap, sitePath, tabTo} from './support/site';

// Every page of the sitemap (pages.spec.ts checks that it lists them all) but the search page, a search
// form with no text of its own, which has no twin.
const {paths, origin: PUBLIC_ORIGIN} = sitemap();
const PAGES = paths.filter((path) => path !== sitePath('search'));
const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

/** The text of an element as a reader sees it: the heading anchors' zero-width space gone, spaces squashed. */
const readText = (node: HtmlNode): string =>
  textOf(node)
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The served page's article (its text and headings, not the navigation's). */
const articleOf = (html: string): HtmlNode => byTag(parseHtml(html), 'article')[0] ?? parseHtml('');

/** The Markdown as a reader sees it: no code spans' backticks, emphasis or link targets. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[((?:[^\]\\]|\\.)*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]|\\(?=[\\|[\]*_`])/g, '')
    .replace(/\s+/g, ' ');
}

/** The Markdown outside fenced code blocks and inline code, where markup of the page's source must not survive. */
function prose(markdown: string): string {
  return markdown.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\2\s*$/gm, '').replace(/(`+)[^`]*?\1/g, '');
}

/** The served path of a URL that names the public origin. */
function servedPath(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(PUBLIC_ORIGIN);
  return parsed.pathname;
}

async function getText(request: APIRequestContext, path: string, type: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe(type);
  return response.text();
}

for (const path of PAGES) {
  test(`${path} has a Markdown twin with its title and every section heading, linked from its head`, async ({request}) => {
    const html = await getText(request, path, 'text/html; charset=utf-8');
    const twinPath = markdownTwinPath(path);
    const alternates = byTag(parseHtml(html), 'link').filter(
      (link) => attribute(link, 'rel') === 'alternate' && attribute(link, 'type') === 'text/markdown',
    );
    expect(alternates.map((link) => attribute(link, 'href'))).toEqual([twinPath]);

    const response = await request.get(twinPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe(MARKDOWN_TYPE);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const twin = await response.text();

    expect(twin).not.toMatch(/^\uFEFF?---\r?\n/);
    const text = prose(twin);
    expect(text).not.toMatch(/^\s*(import\s+(\{|\*|[\w$]+\s+from\b|['"])|export\s+(default|const|let|function|class|\{|\*))/m);
    expect(text).not.toMatch(/<\/?[A-Za-z][\w.-]*(\s[^<>]*)?\/?>/);
    expect(text).not.toContain(':::');
    expect(text).not.toMatch(/\{\/\*/);

    const article = articleOf(html);
    const h1 = byTag(article, 'h1')[0];
    const title = h1 ? readText(h1) : '';
    expect(title).not.toBe('');
    expect(twin.split('\n')[0]).toBe(`# ${title}`);
    const readable = plainText(twin);
    // A doc card's heading starts with its icon, which is decoration; an operation's path heading writes
    // its parameters as :name where the specification, and so the twin, writes {name}.
    const headings = byTag(article, 'h2').map((heading) =>
      readText(heading)
        .replace(/^[^\p{L}\p{N}/]+/u, '')
        .replace(/\/:([\w-]+)/g, '/{$1}'),
    );
    expect(headings.filter((heading) => !readable.includes(heading))).toEqual([]);
  });
}

/** Top-level and nested fields a request must send, with dotted names for nested ones (array items with `[]`). */
function requiredFields(fields: Field[], prefix = ''): string[] {
  return fields
    .filter((field) => field.required)
    .flatMap((field) => {
      const name = `${prefix}${field.name}`;
      return [name, ...requiredFields(field.fields, field.type.startsWith('array') ? `${name}[].` : `${name}.`)];
    });
}

test('the twin of every operation of both specs has its method, path, since marks and required request fields', async ({request}) => {
  const models = await loadApiModels(process.cwd());
  for (const model of models) {
    const prefix = `${BASE_PATH}${model.reference.routeBasePath}/`;
    expect(model.operations.length).toBeGreaterThan(0);
    for (const operation of model.operations) {
      const twin = await getText(request, markdownTwinPath(`${prefix}${operation.id}`), MARKDOWN_TYPE);
      expect(twin).toContain(`\`${operation.method.toUpperCase()} ${operation.path}\` on the server `);
      // Its since marks, as sentences after the endpoint, the words of the page's badges.
      const marks = markLabels(operation).map((label) => `${label}.`);
      if (marks.length) expect(twin, operation.id).toContain(`\n\n${marks.join(' ')}\n\n`);
      const fields = [
        ...operation.parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
        ...(operation.requestBody?.bodies ?? []).flatMap((body) => requiredFields(body.fields)),
      ];
      for (const field of fields) {
        expect(twin, `${operation.id} names ${field}`).toMatch(
          new RegExp(`\\| \`${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\` \\|[^\\n]*\\| yes \\|`),
        );
      }
    }
  }
});

test('the since badges of every manual page are in its twin as words, in the same order', async ({request}) => {
  const apiRoutes = /\/(api\/reference|billing-resource-api\/reference)\//;
  let marks = 0;
  for (const path of PAGES.filter((candidate) => !apiRoutes.test(candidate))) {
    const html = await getText(request, path, 'text/html; charset=utf-8');
    const badges = byTag(articleOf(html), 'span')
      .filter((span) => hasClass(span, SINCE_BADGE_CLASS))
      .map(textOf);
    const twin = await getText(request, markdownTwinPath(path), MARKDOWN_TYPE);
    expect(
      [...twin.matchAll(/\*\*(Since \d+\.\d+\.\d+)\*\*/g)].map((match) => match[1]),
      path,
    ).toEqual(badges);
    marks += badges.length;
  }
  expect(marks).toBeGreaterThan(15);
});

test('llms.txt lists every page once, by its twin, and every link answers', async ({request}) => {
  const llms = await getText(request, `${BASE_PATH}llms.txt`, TEXT_TYPE);
  expect(llms).toMatch(/^# .+\n\n> .+\n\n/);
  for (const area of ['Operators manual', 'Administrators manual', 'Client manual', 'Changelog', 'Admin API', 'Billing resource API']) {
    expect(llms).toContain(`\n## ${area}\n`);
  }
  const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)(?:: .+)?$/gm)].map((match) => servedPath(match[1] ?? ''));
  expect(links.toSorted()).toEqual(PAGES.map((path) => markdownTwinPath(path)).toSorted());
  for (const link of links) expect((await request.get(link)).status(), link).toBe(200);
});

test('llms-full.txt holds every twin in one file, compressed, under 1.75 MB', async ({request}) => {
  const full = await getText(request, `${BASE_PATH}llms-full.txt`, TEXT_TYPE);
  // 1.54 MB on 2026-11-29, after issue 40 gave every field its limits and issue 38 its reader fixes: the budget plus about 8 %.
  expect(Buffer.byteLength(full)).toBeLessThan(1.75 * 1024 * 1024);
  for (const path of PAGES) {
    const twin = await getText(request, markdownTwinPath(path), MARKDOWN_TYPE);
    expect(full, path).toContain(twin.trim());
  }
  for (const path of [`${BASE_PATH}llms-full.txt`, `${BASE_PATH}llms.txt`, markdownTwinPath(sitePath('api/reference/create-user'))]) {
    const response = await request.fetch(path, {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
});

for (const path of [sitePath('administrators-manual/billing/tax-rules'), sitePath('api/reference/create-user')]) {
  test(`Copy page puts the twin of ${path} on the clipboard from the keyboard and says so`, async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, path);
    const twin = await getText(request, markdownTwinPath(path), MARKDOWN_TYPE);
    await tabTo(page, '.markdown-twin button');
    await expect(page.locator('.markdown-twin button')).toHaveAccessibleName('Copy page');
    await page.keyboard.press('Enter');
    await expect(page.locator('.markdown-twin').getByRole('status').filter({hasText: 'Page copied as Markdown'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  });
}

test('View as Markdown is a plain link to the twin', async ({page}) => {
  const path = sitePath('client-manual/');
  await gotoHydrated(page, path);
  const link = page.getByRole('link', {name: 'View as Markdown'});
  await expect(link).toHaveAttribute('href', markdownTwinPath(path));
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith(markdownTwinPath(path))),
    link.click(),
  ]);
  expect(response.headers()['content-type']).toBe(MARKDOWN_TYPE);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the Copy page and View as Markdown controls pass axe in ${mode} mode, confirmation shown`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await presetColorMode(page, mode);
    for (const path of [sitePath('operators-manual/'), sitePath('billing-resource-api/reference/list-billing-resources')]) {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.getByRole('button', {name: 'Copy page'}).click();
      await expect(page.locator('.markdown-twin').getByRole('status')).toHaveText('Page copied as Markdown');
      expect(await axeViolations(page, '.markdown-twin')).toEqual([]);
    }
  });
}
