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

/** The local search plugin's results page (its default `searchResultPage` route). */
export const SEARCH_PAGE_PATH = `${BASE_PATH}search`;

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
} as const;

/** The one documentation version: the current one. */
export const CURRENT_DOCS_VERSION = {name: 'current', label: 'Next', path: BASE_PATH} as const;

/** Released versions of the product, newest first, with their release dates. */
export const RELEASES = [
  {version: '25.6.0', date: '2025-06-24'},
  {version: '25.5.0', date: '2025-05-27'},
  {version: '25.4.0', date: '2025-04-29'},
] as const;

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

/**
 * Parts of the API pages left out of the search index: our code-sample panel (the same request in five
 * languages) and the OpenAPI theme's JSON example blocks. Field names and descriptions stay searchable.
 */
export const API_CODE_SAMPLES_CLASS = 'api-code-samples';
export const SEARCH_IGNORED_SELECTORS = [`.${API_CODE_SAMPLES_CLASS}`, '.openapi-code__code-samples-container'];
