/**
 * The product identity and the values the site's behaviour is specified by.
 * Everything that names the product, a route base, a breakpoint or a storage key reads it
 * from here: config, sidebars, components, scripts and tests.
 */

/** The product, named once. */
export const PRODUCT_NAME = 'Nubis';
/** The product slug, used in route names and OpenAPI group names. */
export const PRODUCT_SLUG = 'nubis';

/** Where the site is served. */
export const BASE_PATH = '/docs/';

/** The search results page (src/plugins/search-page); `?q=` holds the query, `&section=` the filter. */
export const SEARCH_PAGE_PATH = `${BASE_PATH}search`;
/** Where the build writes Pagefind's index and its script, under the build folder and the base path. */
export const SEARCH_INDEX_DIR = 'pagefind';
/** The folder of the search index that holds the word lists of the spelling correction (src/search/spelling.ts). */
export const SEARCH_WORDS_DIR = 'words';
/** The file of the search index that lists each indexed page's title, section and headings (scripts/search-index.ts). */
export const SEARCH_PAGES_FILE = 'result-pages.json';

/**
 * The site's areas, in sidebar order: the sections of llms.txt and the sections a search can be
 * narrowed to. Routes are under the base path: `''` is the docs home, a route ending in `/` its folder.
 * A page of no area (the writing guide) is listed last in llms.txt and found by an unfiltered search.
 */
export const SITE_AREAS = [
  {title: 'Operators manual', search: 'Operators', routes: ['', 'operators-manual/']},
  {title: 'Administrators manual', search: 'Administrators', routes: ['administrators-manual/']},
  {title: 'Client manual', search: 'Client manual', routes: ['client-manual/']},
  {title: 'Changelog', search: 'Changelog', routes: ['changelog/']},
  {title: 'Admin API', search: 'API reference', routes: ['api/']},
  {title: 'Billing resource API', search: 'API reference', routes: ['billing-resource-exporter-api', 'billing-resource-api/']},
] as const;

export type SiteArea = (typeof SITE_AREAS)[number];
export type SearchSection = SiteArea['search'];

/** The search filter's sections, in sidebar order. */
export const SEARCH_SECTIONS: readonly SearchSection[] = [...new Set(SITE_AREAS.map((area) => area.search))];

/** The Pagefind filter and metadata field that holds a page's section. */
export const SEARCH_SECTION_FIELD = 'section';
/** The Pagefind metadata field that holds a page's search keywords (src/search/body.ts). */
export const SEARCH_KEYWORDS_FIELD = 'keywords';

/** Results the navbar box lists (each costs its page's fragment): five fill a phone's screen; the results page lists them all. */
export const SEARCH_BOX_RESULTS = 5;

/** The viewport width at or below which the layout is mobile. */
export const MOBILE_BREAKPOINT_PX = 996;

/** The table of contents and sidebar show these heading levels. */
export const TOC_MIN_HEADING_LEVEL = 2;
export const TOC_MAX_HEADING_LEVEL = 3;

/** How long the "Copy page" confirmation stays on screen. */
export const COPY_CONFIRMATION_MS = 4000;

export const DEFAULT_COLOR_MODE = 'light' as const;

/** Browser storage keys (un-namespaced: `storage.namespace` is off in the config). */
export const STORAGE_KEYS = {
  colorMode: 'theme',
  announcementDismissed: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  preferredVersion: (pluginId: string): string => `docs-preferred-version-${pluginId}`,
  /** The API reference's code sample language (src/components/ApiTabs). */
  codeSampleLanguage: 'nubis.code-sample-language',
} as const;

/** The one documentation version: the current one. */
export const CURRENT_DOCS_VERSION = {name: 'current', label: 'Next', path: BASE_PATH} as const;

/** Where `npm run specs:sync` reads the OpenAPI documents (each overridable by environment). */
export const OPENAPI_SOURCES = {
  admin: {
    id: `${PRODUCT_SLUG}-admin-api`,
    file: `openapi/${PRODUCT_SLUG}-admin-api.yaml`,
    envVar: 'NUBIS_ADMIN_API_SPEC_URL',
    defaultUrl: `https://demo.${PRODUCT_SLUG}.io/v3/api-docs/${PRODUCT_SLUG}-admin-api`,
  },
  billingResource: {
    id: `${PRODUCT_SLUG}-billing-resource-api`,
    file: `openapi/${PRODUCT_SLUG}-billing-resource-api.yaml`,
    envVar: 'NUBIS_BILLING_RESOURCE_API_SPEC_URL',
    defaultUrl: `http://localhost:8070/v3/api-docs/${PRODUCT_SLUG}-billing-resource-api`,
  },
} as const;

/** The community links of the footer. */
export const COMMUNITY_LINKS = {
  linkedIn: `https://www.linkedin.com/company/${PRODUCT_SLUG}`,
  gitHub: `https://github.com/${PRODUCT_SLUG}`,
} as const;

export const COPYRIGHT_YEAR = 2025;

/** V8's explicit compile hint, put at the top of every browser script (the config's bundle shims). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
