/** The site search's logic outside the browser: what is indexed, under which URL and section, and how results read. */
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {chunkBounds, indexableHtml, isIndexed, PAGEFIND_SIGNATURE, pageUrl, splitWords} from '../../scripts/search-index';
import {BASE_PATH} from '../../src/constants';
import {
  excerptParts,
  finishedWords,
  isSearchSection,
  isSearchShortcut,
  queryTerms,
  headingMatchesFirst,
  rankResults,
  searchHit,
  type SearchHit,
} from '../../src/utils/siteSearch';
import {searchSectionOf} from '../../src/utils/searchSection';

describe('the index', () => {
  it("publishes each page under its canonical path, with or without the route's trailing slash", () => {
    expect(
      pageUrl(
        '<link data-rh=true rel=canonical href=https://docs.nubis.io/docs/administrators-manual/ />',
        'administrators-manual/index.html',
      ),
    ).toBe(`${BASE_PATH}administrators-manual/`);
    expect(
      pageUrl('<link rel="canonical" href="https://docs.nubis.io/docs/operators-manual/identity">', 'operators-manual/identity/index.html'),
    ).toBe(`${BASE_PATH}operators-manual/identity`);
    expect(pageUrl('<html><head></head></html>', 'changelog/releases/v25.6.0/index.html')).toBe(`${BASE_PATH}changelog/releases/v25.6.0`);
  });

  it('holds the pages that mark a body, never the test fixtures', () => {
    const body = '<div data-pagefind-body><h1>Page</h1></div>';
    expect(isIndexed(body, `${BASE_PATH}operators-manual/identity`)).toBe(true);
    expect(isIndexed('<main><h1>Search the documentation</h1></main>', `${BASE_PATH}search`)).toBe(false);
    expect(isIndexed(body, `${BASE_PATH}__fixtures/crash`)).toBe(false);
  });

  it('gives every manual, the changelog and the API pages their section, and the home page none', () => {
    expect(searchSectionOf(`${BASE_PATH}operators-manual/kubernetes-install/microk8s`)).toBe('Operators');
    expect(searchSectionOf(`${BASE_PATH}administrators-manual/`)).toBe('Administrators');
    expect(searchSectionOf(`${BASE_PATH}client-manual/team/user-invitation`)).toBe('Client manual');
    expect(searchSectionOf(`${BASE_PATH}changelog/releases/v25.6.0`)).toBe('Changelog');
    expect(searchSectionOf(`${BASE_PATH}api`)).toBe('API reference');
    expect(searchSectionOf(`${BASE_PATH}api/reference/create-user`)).toBe('API reference');
    expect(searchSectionOf(`${BASE_PATH}billing-resource-api/reference/billing-resource-exporter-api`)).toBe('API reference');
    expect(searchSectionOf(BASE_PATH)).toBe('Operators');
    expect(searchSectionOf(`${BASE_PATH}markdown-page`)).toBeUndefined();
    expect(searchSectionOf(`${BASE_PATH}api-guide-of-another-product`)).toBeUndefined();
  });
});

describe('a result', () => {
  it("shows Pagefind's excerpt as text runs, the matched words marked and entities decoded, never as HTML", () => {
    expect(excerptParts('Moves a <mark>billing</mark> profile from &lt;SUSPENDED&gt; &amp; back <b>x</b>')).toEqual([
      {text: 'Moves a ', marked: false},
      {text: 'billing', marked: true},
      {text: ' profile from <SUSPENDED> & back x', marked: false},
    ]);
  });

  it('names the heading of the part with the most matches, and none for the top of the page', () => {
    const data = {
      url: `${BASE_PATH}administrators-manual/billing/tax-rules`,
      excerpt: 'page excerpt',
      meta: {title: 'Configure tax rules', section: 'Administrators'},
      sub_results: [
        {title: 'Configure tax rules', url: `${BASE_PATH}administrators-manual/billing/tax-rules`, excerpt: 'top', locations: [1]},
        {
          title: 'Reverse charge for EU businesses\u200b',
          url: `${BASE_PATH}administrators-manual/billing/tax-rules#reverse-charge`,
          excerpt: 'the <mark>reverse</mark> charge',
          locations: [40, 41, 52],
        },
      ],
    };
    expect(searchHit('1', data)).toEqual({
      id: '1',
      url: `${BASE_PATH}administrators-manual/billing/tax-rules#reverse-charge`,
      title: 'Configure tax rules',
      section: 'Administrators',
      heading: 'Reverse charge for EU businesses',
      excerpt: 'the <mark>reverse</mark> charge',
    });
    const top = searchHit('2', {...data, sub_results: data.sub_results.slice(0, 1)});
    expect(top.heading).toBeUndefined();
    expect(top.url).toBe(data.url);
  });

  // The results page's URL with its query and section: tests/e2e/search.spec.ts.
  it('accepts only known sections', () => {
    expect(isSearchSection('Client manual')).toBe(true);
    expect(isSearchSection('Everything')).toBe(false);
    expect(isSearchSection(null)).toBe(false);
  });
});

describe('the shortcuts', () => {
  const key = (init: Partial<Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>>) => ({
    key: '',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: null,
    ...init,
  });

  it('are Ctrl+K, Cmd+K and "/"', () => {
    expect(isSearchShortcut(key({key: 'k', ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key({key: 'K', metaKey: true}))).toBe(true);
    expect(isSearchShortcut(key({key: '/'}))).toBe(true);
    expect(isSearchShortcut(key({key: 'k'}))).toBe(false);
    expect(isSearchShortcut(key({key: 'k', ctrlKey: true, shiftKey: true}))).toBe(false);
    expect(isSearchShortcut(key({key: '/', ctrlKey: true}))).toBe(false);
  });
});

describe('the ranking of a query of several words', () => {
  const result = (id: string, score: number) => ({id, score, data: async () => ({url: id, excerpt: '', meta: {}})});

  it('fetches ahead the index of the words followed by a space only, never of the word being typed', () => {
    expect(finishedWords('suspend')).toEqual([]);
    expect(finishedWords('create a user wi')).toEqual(['create', 'user']);
  });

  it('drops the words that say nothing, unless nothing else is left', () => {
    expect(queryTerms('How do I stop a client who does not pay?')).toEqual(['stop', 'client', 'pay']);
    expect(queryTerms('  VAT   number, check ')).toEqual(['vat', 'number', 'check']);
    expect(queryTerms('how to')).toEqual(['how', 'to']);
  });

  it("sums each page's share of the best score per word, so a page missing one word still ranks", () => {
    const all = [result('both', 3)];
    const ranked = rankResults(
      [
        [result('both', 2), result('first-only', 4)],
        [result('both', 1), result('second-only', 1)],
      ],
      all,
    );
    // both: (2/4)² + (1/1)² = 1.25; first-only: (4/4)² = 1; second-only: (1/1)² = 1.
    expect(ranked.map(({id}) => id)).toEqual(['both', 'first-only', 'second-only']);
    // A page that holds every word keeps the result of the search of all words (its excerpt marks them all).
    expect(ranked[0]).toBe(all[0]);
  });

  it('puts the answer for one telling word above pages that hold every word a little', () => {
    // "release notes 25.5.0", as Pagefind scored it: the release's page is the answer for "25.5.0" alone.
    const ranked = rankResults(
      [
        [result('archive', 16), result('changelog', 4.8), result('release', 4.3)],
        [result('configure-invoicing', 4.8), result('changelog', 4.4), result('release', 0.5)],
        [result('release', 28), result('changelog', 5.9)],
      ],
      [],
    );
    // Squared: release 0.07 + 0.01 + 1 = 1.08, changelog 0.09 + 0.84 + 0.04 = 0.97. Plain shares would
    // put the changelog first: 0.30 + 0.92 + 0.21 = 1.43 against 0.27 + 0.10 + 1 = 1.37.
    expect(ranked[0]?.id).toBe('release');
    expect(ranked.map(({id}) => id).indexOf('changelog')).toBe(3);
  });

  it('shows first the results whose heading, or title, holds every word of the query', () => {
    const hit = (id: string, title: string, heading?: string): SearchHit => ({id, url: `/${id}`, title, heading, excerpt: ''});
    const hits = [
      hit('client-activation', 'Activate your account', 'VAT ID check'),
      hit('tax-rules', 'Configure tax rules', 'VIES check at invoicing'),
      hit('vies-page', 'VIES check and invoicing'),
    ];
    expect(headingMatchesFirst(hits, 'VIES check at invoicing').map(({id}) => id)).toEqual(['tax-rules', 'vies-page', 'client-activation']);
    // Without such a result the order stays as ranked.
    expect(headingMatchesFirst(hits, 'reverse charge')).toEqual(hits);
  });
});

describe('the HTML Pagefind reads', () => {
  /** The text Pagefind keeps of a page (its result fragment), read with Pagefind itself. */
  async function pagefindText(html: string): Promise<string> {
    const pagefind = await import('pagefind');
    const {index} = await pagefind.createIndex({forceLanguage: 'en'});
    if (!index) throw new Error('Pagefind could not start');
    try {
      await index.addHTMLFile({url: '/page/', content: html});
      const {files} = await index.getFiles();
      const fragment = files.find((file) => file.path.startsWith('fragment/'));
      if (!fragment) throw new Error('Pagefind wrote no fragment');
      const json = gunzipSync(Buffer.from(fragment.content)).toString('utf8').slice(PAGEFIND_SIGNATURE.length);
      return (JSON.parse(json) as {content: string}).content;
    } finally {
      await pagefind.close();
    }
  }

  // As the build's minifier writes it: the end tags of cells, rows, items and paragraphs left out.
  const minified =
    '<!doctype html><html lang=en><body><main data-pagefind-body><h1>Tax rules</h1>' +
    '<table><thead><tr><th>Case<th>Condition<tbody><tr><td>Tax exempt<td>The profile has <code>taxExempt</code> set</table>' +
    '<ul><li>First item<li>Second item</ul><dl><dt>Reverse charge<dd>Rate zero</dl><p>One paragraph<p>Another</main>';

  it('keeps each table cell, list item, term and paragraph of minified HTML apart', async () => {
    // Without it, Pagefind runs every cell into the next: "CaseConditionTax exemptThe profile".
    expect(await pagefindText(minified)).toMatch(/CaseCondition|exemptThe/);
    const text = await pagefindText(indexableHtml(minified));
    for (const words of [
      'Case Condition',
      'Tax exempt. The profile has taxExempt set',
      'First item. Second item',
      'Reverse charge Rate zero',
      'One paragraph. Another',
    ])
      expect(text).toContain(words);
  });
});

describe('the word index in small chunks', () => {
  it('keeps every word in order, cuts after a chunk reaches its locations, and bounds chunks as Pagefind does', () => {
    const word = (text: string, locations: number): [string, [number, number[]][]] => [
      text,
      [[0, Array.from({length: locations}, (_, i) => i)]],
    ];
    const words = [word('bill', 4), word('billing', 1), word('profil', 2), word('suspend', 1)];
    // A word's size is its locations plus one per page: 5, then 2 + 3, then 2.
    expect(splitWords(words, 5).map((chunk) => chunk.map(([text]) => text))).toEqual([['bill'], ['billing', 'profil'], ['suspend']]);
    expect(chunkBounds('billing', 'bills')).toEqual(['billi', 'bills']);
    expect(chunkBounds('profil', 'suspend')).toEqual(['p', 's']);
  });
});
