/**
 * The two sites the benchmark measures in one run: this site (built with `npm run build`, served with
 * deploy/nginx.conf) and a default Docusaurus classic site (create-docusaurus, TypeScript) built on the
 * same machine with the same Docusaurus release, served by the same nginx with the same compression.
 */
import path from 'node:path';
import {ADMIN_API_REFERENCE, referenceOverviewPath} from '../../src/apiReference';
import {BASE_PATH} from '../../src/constants';

export type SiteId = 'nubis' | 'default';

/** What a page is, for the budgets: manual pages and API pages have different ones. */
export type PageKind = 'manual' | 'api' | 'not-found';

export interface BenchPage {
  /** Stable key in results.json. */
  id: string;
  label: string;
  kind: PageKind;
  /** Path on the site's origin. */
  path: string;
  /** The default site's page this one is compared with. */
  baseline: string;
}

export interface BenchSite {
  id: SiteId;
  label: string;
  /** Folder the build command runs in. */
  dir: string;
  /** Folder the build writes. */
  buildDir: string;
  port: number;
  pages: BenchPage[];
}

/** Where the default site is scaffolded (git-ignored); it resolves packages from this repository. */
export const DEFAULT_SITE_DIR = path.resolve('bench/.default-site');

/**
 * Served with a 200 status by the benchmark's nginx only: Lighthouse does not score a page answered
 * with 404 (it reports no score). The page is build/404.html, the file unknown paths receive.
 */
export const NOT_FOUND_BENCH_PATH = `${BASE_PATH}__bench/not-found`;

export const NUBIS_SITE: BenchSite = {
  id: 'nubis',
  label: 'Nubis docs',
  dir: path.resolve('.'),
  buildDir: path.resolve('build'),
  port: 4175,
  pages: [
    {id: 'docs-home', label: 'Docs home', kind: 'manual', path: BASE_PATH, baseline: 'doc-page'},
    {
      id: 'manual-page',
      label: 'Manual page (tax rules)',
      kind: 'manual',
      path: `${BASE_PATH}administrators-manual/billing/tax-rules`,
      baseline: 'doc-page',
    },
    // The manual page with the most code blocks (31), the heaviest of its type to hydrate.
    {
      id: 'manual-code-page',
      label: 'Manual page with code (MicroK8s)',
      kind: 'manual',
      path: `${BASE_PATH}operators-manual/kubernetes-install/microk8s`,
      baseline: 'doc-page',
    },
    {
      id: 'api-operation',
      label: 'API operation (create user)',
      kind: 'api',
      path: `${BASE_PATH}${ADMIN_API_REFERENCE.routeBasePath}/create-user`,
      baseline: 'doc-page',
    },
    {
      id: 'api-overview',
      label: 'API overview (admin API)',
      kind: 'api',
      path: referenceOverviewPath(ADMIN_API_REFERENCE),
      baseline: 'doc-page',
    },
    {id: 'not-found', label: 'Not-found page', kind: 'not-found', path: NOT_FOUND_BENCH_PATH, baseline: 'not-found'},
  ],
};

export const DEFAULT_SITE: BenchSite = {
  id: 'default',
  label: 'Default Docusaurus classic site',
  dir: DEFAULT_SITE_DIR,
  buildDir: path.join(DEFAULT_SITE_DIR, 'build'),
  port: 4176,
  pages: [
    {id: 'home', label: 'Home page', kind: 'manual', path: '/', baseline: 'home'},
    {id: 'doc-page', label: 'Doc page (intro)', kind: 'manual', path: '/docs/intro', baseline: 'doc-page'},
    {id: 'not-found', label: 'Not-found page', kind: 'not-found', path: '/404.html', baseline: 'not-found'},
  ],
};
