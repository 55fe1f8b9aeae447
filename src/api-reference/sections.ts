/**
 * How each OpenAPI specification becomes a reference section: its docs plugin instance, where its
 * pages are generated (scripts/api/generate-reference.ts, from src/api-reference), the route they get
 * and the sidebar they show. The config, the generator and the tests read it from here.
 */
import path from 'node:path';
import {BASE_PATH, OPENAPI_SOURCES, PRODUCT_SLUG} from '../constants';

export interface ApiReference {
  /** Key in OPENAPI_SOURCES. */
  source: keyof typeof OPENAPI_SOURCES;
  /** Id of the docs plugin instance that holds the generated pages. */
  docsPluginId: string;
  /** Where the generated pages are written (git-ignored), relative to the site. */
  outputDir: string;
  /** Route of the pages, under the base path. */
  routeBasePath: string;
  /** The sidebar id the generated sidebar is registered under. */
  sidebarId: string;
  /** Slug of the overview page: the spec's `info.title` in lower case, words joined by hyphens. */
  overviewSlug: string;
}

/** Build outputs that git ignores. Generated pages stay out of docs/: the main docs instance compiles every Markdown file under its folder. */
const GENERATED_DIR = '.generated';

/** The generated sidebar, beside the pages of each reference section. */
export const SIDEBAR_FILE = 'sidebar.json';

export const API_REFERENCES = [
  {
    source: 'admin',
    docsPluginId: 'api-reference',
    outputDir: `${GENERATED_DIR}/docs/api/reference`,
    routeBasePath: 'api/reference',
    sidebarId: 'adminApi',
    overviewSlug: `${PRODUCT_SLUG}-admin-api`,
  },
  {
    source: 'billingResource',
    docsPluginId: 'billing-resource-api-reference',
    outputDir: `${GENERATED_DIR}/docs/billing-resource-api/reference`,
    routeBasePath: 'billing-resource-api/reference',
    sidebarId: 'billingResourceApi',
    overviewSlug: 'billing-resource-exporter-api',
  },
] as const satisfies readonly ApiReference[];

export const [ADMIN_API_REFERENCE, BILLING_RESOURCE_API_REFERENCE] = API_REFERENCES;

/** URL path where the original specification can be downloaded (the file is copied as a static asset). */
export function specDownloadPath(reference: ApiReference): string {
  return `${BASE_PATH}${path.basename(OPENAPI_SOURCES[reference.source].file)}`;
}

/** URL path of the overview page of a reference section. */
export function referenceOverviewPath(reference: ApiReference): string {
  return `${BASE_PATH}${reference.routeBasePath}/${reference.overviewSlug}`;
}
