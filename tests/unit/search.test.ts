/** The site search's logic outside the browser: what is indexed, under which URL and section, and how results read. */
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {
  chunkBounds,
  indexableHtml,
  isIndexed,
  PAGEFIND_SIGNATURE,
  pageUrl,
  resultPages,
  splitWords,
  wordLists,
} from '../../scripts/search-index';
import {BASE_PATH} from '../../src/constants';
import {excerptParts, headingMatchesFirst, hitFromPage, searchHit, type SearchHit} from '../../src/search/hits';
import {isSearchSection, isSearchShortcut} from '../../src/search/url';
import {queryTerms, PHRASE_BONUS, rankResults, searchSite} from '../../src/search/ranking';
import {resultsAnnouncement, type SiteSearchState} from '../../src/search/useSiteSearch';
import type {Pagefind, PagefindResult} from '../../src/search/pagefind';
import {searchBodyAttributes, searchKeywords} from '../../src/search/body';
import {searchSectionOf} from '../../src/search/section';
import {closestWord, correctWord, editDistance, wordListOf} from '../../src/search/spelling';

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

  it("shows before its fragment with the page's title and section, and the heading of the part with the most matched words, as the fragment would", () => {
    const [page] = Object.values(
      resultPages(
        new Map([
          [
            'en_1',
            {
              url: '/administrators-manual/billing/tax-rules',
              content: '',
              meta: {title: 'Configure tax rules', section: 'Administrators'},
              anchors: [
                {element: 'h3', id: 'vies', text: 'VIES check\u200b', location: 60},
                {element: 'h2', id: 'reverse-charge-for-eu-businesses', text: 'Reverse charge for EU businesses\u200b', location: 30},
                {element: 'div', id: 'not-a-heading', text: 'Not a heading', location: 35},
                {element: 'h2', id: 'empty', text: ' ', location: 80},
                {element: 'h2', id: 'custom-id', text: 'Named by hand', location: 90},
              ],
            },
          ],
        ]),
      ),
    );
    if (!page) throw new Error('No result page.');
    // Pagefind's sub-results: headings with text only, by location; the zero-width space of the anchor link dropped, an anchor named only when it is not the text's slug.
    expect(page).toEqual([
      `${BASE_PATH}administrators-manual/billing/tax-rules`,
      'Configure tax rules',
      'Administrators',
      [
        [30, 'Reverse charge for EU businesses'],
        [60, 'VIES check', 'vies'],
        [90, 'Named by hand', 'custom-id'],
      ],
    ]);
    expect(hitFromPage({id: 'en_1', words: [2, 40, 41, 52, 61]}, page)).toEqual({
      id: 'en_1',
      url: `${BASE_PATH}administrators-manual/billing/tax-rules#reverse-charge-for-eu-businesses`,
      title: 'Configure tax rules',
      section: 'Administrators',
      heading: 'Reverse charge for EU businesses',
    });
    // A tie goes to the earlier part; the top of the page has no heading to show; a word on a heading belongs to its part.
    expect(hitFromPage({id: 'en_1', words: [2, 60]}, page)).toMatchObject({url: page[0], heading: undefined});
    expect(hitFromPage({id: 'en_1', words: [30, 60, 61]}, page)).toMatchObject({url: `${page[0]}#vies`, heading: 'VIES check'});
    expect(hitFromPage({id: 'en_1', words: [95]}, page)).toMatchObject({url: `${page[0]}#custom-id`, heading: 'Named by hand'});
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
  const result = (id: string, score: number) => ({id, score, words: [], data: async () => ({url: id, excerpt: '', meta: {}})});

  it('drops the words that say nothing, unless nothing else is left', () => {
    expect(queryTerms('How do I stop a client who does not pay?')).toEqual(['stop', 'client', 'pay']);
    expect(queryTerms('  VAT   number, check ')).toEqual(['vat', 'number', 'check']);
    expect(queryTerms('how to')).toEqual(['how', 'to']);
  });

  it("searches the docs' word for a reader's word the stemmer would send elsewhere, and keeps identifiers whole", () => {
    // Stemmed, "customers" is "custom": the custom menu item page, not the clients'.
    expect(queryTerms('hide a service from customers')).toEqual(['hide', 'service', 'clients']);
    expect(queryTerms('`RESUME_CONDITIONS_NOT_MET`')).toEqual(['resume_conditions_not_met']);
  });

  it('adds a bonus to the pages that hold the words as a phrase, and to no other', () => {
    const ranked = rankResults(
      [
        [result('error-table', 4), result('flavors', 3), result('ironic', 3)],
        [result('error-table', 2), result('flavors', 2), result('ironic', 2)],
      ],
      [],
      [result('ironic', 1), result('not-in-the-words', 1)],
    );
    // ironic: (3/4)² + 1 + PHRASE_BONUS; error-table: 1 + 1; flavors: (3/4)² + 1.
    expect(PHRASE_BONUS).toBe(1);
    expect(ranked.map(({id}) => id)).toEqual(['ironic', 'error-table', 'flavors']);
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

describe('a search with a misspelled word', () => {
  /** A Pagefind that finds a page per indexed word (the text of its `pages`), and for a quoted search only whole words. */
  function fakePagefind(pages: Record<string, string>): Pick<Pagefind, 'search'> & {searched: string[]} {
    const searched: string[] = [];
    const matches = (text: string, word: string, whole: boolean): boolean =>
      text.split(' ').some((candidate) => (whole ? candidate === word : candidate.startsWith(word) || word.startsWith(candidate)));
    return {
      searched,
      search: async (term) => {
        searched.push(term);
        const whole = term.startsWith('"');
        const words = term.replace(/"/g, '').split(' ');
        const results: PagefindResult[] = Object.entries(pages)
          .filter(([, text]) => words.every((word) => matches(text, word, whole)))
          .map(([id]) => ({id, score: 1, words: [], data: async () => ({url: id, excerpt: '', meta: {}})}));
        return {results};
      },
    };
  }
  const lists: Record<string, string[]> = {k: ['keycloak', 'keep', 'key'], s: ['smtp', 'suspension', 'suspend']};
  const source = async (letter: string) => lists[letter] ?? [];

  it('searches the nearest word of the index instead, and says so', async () => {
    const pagefind = fakePagefind({identity: 'keycloak smtp', theme: 'keycloak theme', other: 'key'});
    const found = await searchSite(pagefind, 'keycloack smtp', undefined, source);
    expect(found?.corrected).toBe('keycloak smtp');
    expect(found?.results.map(({id}) => id)[0]).toBe('identity');
    // Pagefind alone would have searched "key", the longest beginning it holds.
    expect(pagefind.searched).toContain('"keycloack"');
  });

  it('leaves alone the words the index holds, the beginnings of words and what is too short to correct', async () => {
    const pagefind = fakePagefind({identity: 'keycloak smtp'});
    expect((await searchSite(pagefind, 'keycloak smtp', undefined, source))?.corrected).toBeUndefined();
    expect((await searchSite(pagefind, 'keycl', undefined, source))?.corrected).toBeUndefined();
    expect((await searchSite(pagefind, 'smpt', undefined, async () => ['smtp']))?.corrected).toBe('smtp');
    expect((await searchSite(pagefind, 'smt', undefined, async () => ['smtp']))?.corrected).toBeUndefined();
  });

  it('searches on uncorrected when the word list cannot be had', async () => {
    const pagefind = fakePagefind({identity: 'keycloak smtp'});
    const offline = async (): Promise<string[]> => Promise.reject(new Error('offline'));
    expect(await correctWord('keycloack', offline)).toBeUndefined();
    expect((await searchSite(pagefind, 'keycloack', undefined, offline))?.corrected).toBeUndefined();
  });

  it('announces the words searched instead', () => {
    const state: SiteSearchState = {status: 'done', query: 'keycloack smtp', corrected: 'keycloak smtp', hits: [], total: 12};
    expect(resultsAnnouncement(state, 5)).toBe('12 results for “keycloak smtp”, 5 shown.');
  });

  it("says nothing while the first search runs, and keeps the last list's words while a newer one does", () => {
    expect(resultsAnnouncement({status: 'searching', query: '', hits: [], total: 0}, 0)).toBe('');
    expect(resultsAnnouncement({status: 'searching', query: 'tax', hits: [], total: 3}, 3)).toBe('3 results.');
  });
});

describe('the spelling correction', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each, up to a bound', () => {
    expect(editDistance('keycloack', 'keycloak', 2)).toBe(1);
    expect(editDistance('invioce', 'invoice', 2)).toBe(1);
    expect(editDistance('suspention', 'suspension', 2)).toBe(1);
    expect(editDistance('authentification', 'authentication', 2)).toBe(2);
    expect(editDistance('keycloak', 'kubernetes', 2)).toBe(3);
  });

  it('takes the nearest word, the more frequent of two as near, within one edit up to 7 letters and two from 8', () => {
    expect(closestWord('suspention', ['suspend', 'suspension', 'suspensions'])).toBe('suspension');
    expect(closestWord('invioce', ['invoiced', 'invoice'])).toBe('invoice');
    // "bills" and "bill" are each one edit from "billz": the list's order (most frequent first) decides.
    expect(closestWord('billz', ['bills', 'bill'])).toBe('bills');
    expect(closestWord('authentification', ['authentication'])).toBe('authentication');
    expect(closestWord('tixes', ['taxes'])).toBe('taxes');
    expect(closestWord('txaess', ['taxes'])).toBeUndefined();
    // The beginning of a listed word is a word being typed, not a misspelling.
    expect(closestWord('suspen', ['suspend', 'suspension'])).toBeUndefined();
  });

  it('corrects and lists only words of 4 to 24 letters, by their first letter', () => {
    expect(wordListOf('keycloak')).toBe('k');
    expect(wordListOf('vat')).toBeUndefined();
    expect(wordListOf('25.6.0')).toBeUndefined();
    expect(wordListOf('pg_dump')).toBeUndefined();
    expect(wordListOf('billingprofileviesconsultationnumber')).toBeUndefined();
  });

  it("is built from the indexed text's words, most frequent first, one list per letter", () => {
    const lists = wordLists(['Suspend the billing profile.', 'The suspension of a `billing` profile: suspend', 'VAT 2025 keycloak.smtp']);
    expect(lists.get('s')).toEqual(['suspend', 'suspension']);
    expect(lists.get('b')).toEqual(['billing']);
    expect(lists.get('k')).toEqual(['keycloaksmtp']);
    expect(lists.has('v')).toBe(false);
  });
});

describe('the keywords of a page', () => {
  it("are its front matter's keywords and, on a release note, the month of its release", () => {
    expect(searchKeywords({keywords: ['reserved instances', 'commitment discount']})).toBe('reserved instances, commitment discount');
    expect(searchKeywords({release_date: new Date('2025-06-24')})).toBe('June 2025');
    // In the browser the front matter is JSON: the date is a string.
    expect(searchKeywords({release_date: '2025-06-24T00:00:00.000Z'})).toBe('June 2025');
    expect(searchKeywords({})).toBeUndefined();
  });

  it('reach Pagefind as metadata beside the section, which stays a filter', async () => {
    const attributes = Object.entries(searchBodyAttributes('Administrators', 'reserved instances, commitment discount'))
      .map(([name, value]) => `${name}="${value}"`)
      .join(' ');
    const pagefind = await import('pagefind');
    const {index} = await pagefind.createIndex({forceLanguage: 'en'});
    if (!index) throw new Error('Pagefind could not start');
    try {
      await index.addHTMLFile({
        url: '/page/',
        content: `<html lang=en><body><main data-pagefind-body ${attributes}><h1>Savings plans</h1></main></body></html>`,
      });
      const {files} = await index.getFiles();
      const fragment = files.find((file) => file.path.startsWith('fragment/'));
      if (!fragment) throw new Error('Pagefind wrote no fragment');
      const json = gunzipSync(Buffer.from(fragment.content)).toString('utf8').slice(PAGEFIND_SIGNATURE.length);
      const {meta, filters} = JSON.parse(json) as {meta: Record<string, string>; filters: Record<string, string[]>};
      expect(meta).toMatchObject({keywords: 'reserved instances, commitment discount', section: 'Administrators'});
      expect(filters).toEqual({section: ['Administrators']});
    } finally {
      await pagefind.close();
    }
    expect(searchBodyAttributes(undefined, undefined)).toEqual({});
  });
});
