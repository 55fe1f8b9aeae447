/**
 * How each OpenAPI specification becomes a reference section: its docs plugin instance, where its
 * pages are generated, the route they get and the sidebar they show. The config, the generation
 * script and the tests read it from here.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {BASE_PATH, OPENAPI_SOURCES, PRODUCT_SLUG} from './constants';

export interface ApiReference {
  /** Key in OPENAPI_SOURCES. */
  source: keyof typeof OPENAPI_SOURCES;
  /** Id of the docs plugin instance that holds the generated pages. */
  docsPluginId: string;
  /** Id of the openapi plugin instance that generates them. */
  openapiPluginId: string;
  /** Where the generated pages are written (git-ignored), relative to the site. */
  outputDir: string;
  /** Route of the pages, under the base path. */
  routeBasePath: string;
  /** The sidebar id the generated sidebar is registered under. */
  sidebarId: string;
  /** The spec with build-time additions (code samples), the one pages are generated from. */
  preparedSpec: string;
  /** Slug of the overview page, which the generator derives from the spec's info.title. */
  overviewSlug: string;
}

/** Build outputs that git ignores. Generated pages stay out of docs/: the main docs instance compiles every Markdown file under its folder. */
export const GENERATED_DIR = '.generated';
export const GENERATED_SPECS_DIR = `${GENERATED_DIR}/openapi`;

export const API_REFERENCES = [
  {
    source: 'admin',
    docsPluginId: 'api-reference',
    openapiPluginId: 'openapi-admin',
    outputDir: `${GENERATED_DIR}/docs/api/reference`,
    routeBasePath: 'api/reference',
    sidebarId: 'adminApi',
    preparedSpec: `${GENERATED_SPECS_DIR}/${OPENAPI_SOURCES.admin.id}.json`,
    overviewSlug: `${PRODUCT_SLUG}-admin-api`,
  },
  {
    source: 'billingResource',
    docsPluginId: 'billing-resource-api-reference',
    openapiPluginId: 'openapi-billing-resource',
    outputDir: `${GENERATED_DIR}/docs/billing-resource-api/reference`,
    routeBasePath: 'billing-resource-api/reference',
    sidebarId: 'billingResourceApi',
    preparedSpec: `${GENERATED_SPECS_DIR}/${OPENAPI_SOURCES.billingResource.id}.json`,
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

interface SidebarNode {
  id?: string;
  items?: SidebarNode[];
  link?: SidebarNode;
  [key: string]: unknown;
}

/**
 * Doc ids in the generated sidebar, relative to the docs instance. The generator prefixes them with
 * the output folder when that folder is the instance's own path; the instance knows them without it.
 */
export function relativiseSidebar<T extends SidebarNode>(node: T, prefix: string): T {
  const copy: SidebarNode = {...node};
  if (typeof copy.id === 'string' && copy.id.startsWith(prefix)) copy.id = copy.id.slice(prefix.length);
  if (copy.items) copy.items = copy.items.map((item) => relativiseSidebar(item, prefix));
  if (copy.link) copy.link = relativiseSidebar(copy.link, prefix);
  return copy as T;
}

/**
 * The prefix the generator puts before doc ids when the output folder is the docs instance's own path:
 * the output path without its first segment (docusaurus-plugin-openapi-docs, sidebars/index.js).
 */
export function generatedIdPrefix(outputDir: string): string {
  const slash = outputDir.indexOf('/', 1);
  return slash === -1 ? '' : `${outputDir.slice(slash + 1)}/`;
}

/** The sidebar the generator wrote for a reference section, ready for its docs instance. */
export function loadGeneratedSidebar(reference: ApiReference, siteDir: string): SidebarNode[] {
  const file = path.join(siteDir, reference.outputDir, 'sidebar.ts');
  if (!existsSync(file)) {
    throw new Error(`${reference.outputDir}/sidebar.ts is missing: run "npm run api:generate" (npm start and npm run build run it).`);
  }
  // The generated file is TypeScript; the config loader (jiti) that runs this can require it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const generated = require(file) as {default: Record<string, SidebarNode[]> | SidebarNode[]};
  const items = Array.isArray(generated.default) ? generated.default : (Object.values(generated.default)[0] ?? []);
  const prefix = generatedIdPrefix(reference.outputDir);
  return items.map((item) => relativiseSidebar(item, prefix));
}
