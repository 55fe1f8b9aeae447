/**
 * The two sites measured in one run, and how they are made and served: this site (`npm run build`,
 * served with deploy/nginx.conf as in production) and a default Docusaurus classic site scaffolded by
 * create-docusaurus at the same release, served by the same nginx with the same compression.
 */
import {execFileSync} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ADMIN_API_REFERENCE} from '../../src/api-reference/sections';
import {BASE_PATH} from '../../src/constants';
import {NGINX_CONF_TEMPLATE} from '../nginx-conf';
import {findOrInstallNginx, preparePrefix, startNginx} from '../nginx-server';

type SiteId = 'nubis' | 'default';

/** This site's server port, BENCH_PORT when set (a machine shared with other runs); the default site's is the next one. */
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 4175);

/** Git-ignored; it resolves its packages from this repository, so both sites build with the same Docusaurus, React and Rspack. */
export const DEFAULT_SITE_DIR = path.resolve('bench/.default-site');
const SAME_MARKDOWN_SOURCE = 'docs/operators-manual/kubernetes-install/microk8s.md';

/**
 * The pages of the phone profile and Lighthouse (issue 39): the manual page with the most code blocks, an
 * API operation, both also in dark mode, and the default site's copy of the MicroK8s Markdown, the
 * baseline of every ratio ("the default page of the same Markdown").
 */
export const PHONE_PAGES = {
  microk8s: {site: 'nubis', label: 'MicroK8s', path: `${BASE_PATH}operators-manual/kubernetes-install/microk8s`, dark: true},
  'create-user': {site: 'nubis', label: 'Create user', path: `${BASE_PATH}${ADMIN_API_REFERENCE.routeBasePath}/create-user`, dark: true},
  'same-markdown': {site: 'default', label: 'Default, same Markdown', path: '/docs/microk8s', dark: false},
} as const satisfies Record<string, {site: SiteId; label: string; path: string; dark: boolean}>;
export type PhonePageId = keyof typeof PHONE_PAGES;

/** The search is timed from this manual page. */
export const SEARCH_PAGE_PATH = `${BASE_PATH}administrators-manual/billing/tax-rules`;

interface BenchSite {
  id: SiteId;
  /** Its build, and the port its server listens on. */
  buildDir: string;
  port: number;
}

export const nubisSite = (dir = path.resolve('.')): BenchSite => ({id: 'nubis', buildDir: path.join(dir, 'build'), port: BENCH_PORT});
export const DEFAULT_SITE: BenchSite = {id: 'default', buildDir: path.join(DEFAULT_SITE_DIR, 'build'), port: BENCH_PORT + 1};

type Manifest = {version?: string; dependencies?: Record<string, string>};
const manifest = (file: string): Manifest => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {});

/**
 * This site's MicroK8s Markdown for the default site: its links to other pages of this site point at the
 * default site's intro (without their anchors), so that its build, which fails on a broken link, passes.
 */
export function sameMarkdown(markdown: string, intro: string): string {
  return markdown.replace(/\]\((?!#|[a-z]+:)[^)\s]+\)/g, `](./${intro})`);
}

/** Writes the same Markdown into the default site, where its build finds it; true when the file changed. */
function copySameMarkdown(): boolean {
  const docs = path.join(DEFAULT_SITE_DIR, 'docs');
  const intro = ['intro.mdx', 'intro.md'].find((file) => existsSync(path.join(docs, file)));
  if (!intro) throw new Error(`The default site has no intro page in ${docs} to point the copied links at.`);
  const target = path.join(docs, 'microk8s.md');
  const markdown = sameMarkdown(readFileSync(SAME_MARKDOWN_SOURCE, 'utf8'), intro);
  if (existsSync(target) && readFileSync(target, 'utf8') === markdown) return false;
  writeFileSync(target, markdown);
  return true;
}

/**
 * Scaffolds the default site (create-docusaurus, TypeScript) unless one of the installed Docusaurus
 * release is there, and puts this site's MicroK8s Markdown in it. `changed`: the site needs a new build.
 */
export function ensureDefaultSite(): {version: string; changed: boolean} {
  const core = manifest('node_modules/@docusaurus/core/package.json').version;
  const creator = manifest('node_modules/create-docusaurus/package.json').version;
  if (!core || creator !== core)
    throw new Error(`create-docusaurus ${creator} does not match @docusaurus/core ${core}: pin both to one release.`);
  if (manifest(path.join(DEFAULT_SITE_DIR, 'package.json')).dependencies?.['@docusaurus/core'] === core)
    return {version: core, changed: copySameMarkdown()};
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'nubis-bench-default-'));
  try {
    const creatorBin = path.resolve('node_modules/create-docusaurus/bin/index.js');
    const args = [creatorBin, 'default-site', 'classic', scratch, '--typescript', '--skip-install', '--package-manager', 'npm'];
    execFileSync(process.execPath, args, {stdio: ['ignore', 'ignore', 'inherit']});
    rmSync(DEFAULT_SITE_DIR, {recursive: true, force: true});
    renameSync(path.join(scratch, 'default-site'), DEFAULT_SITE_DIR);
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
  console.log(`Scaffolded the default classic site (Docusaurus ${core}) in ${DEFAULT_SITE_DIR}.`);
  copySameMarkdown();
  return {version: core, changed: true};
}

/** This site with the production configuration, the default site with a host's plain static-file rules; both compress alike. */
function configure(site: BenchSite): {prefix: string; conf: string} {
  if (site.id === 'nubis') return preparePrefix(site.buildDir, site.port);
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'nubis-bench-nginx-'));
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'logs'));
  const gzip = readFileSync(NGINX_CONF_TEMPLATE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^gzip(_[a-z_]+)?\s/.test(line));
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes auto;
error_log stderr warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    ${gzip.join('\n    ')}
    server {
        listen 127.0.0.1:${site.port};
        root ${site.buildDir};
        absolute_redirect off;
        error_page 404 /404.html;
        location / { try_files $uri $uri/index.html =404; }
        location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    }
}
`,
  );
  return {prefix, conf};
}

async function serve(site: BenchSite): Promise<{origin: string; stop: () => Promise<void>}> {
  if (!existsSync(path.join(site.buildDir, 'index.html'))) throw new Error(`No build in ${site.buildDir}: run npm run build first.`);
  const {prefix, conf} = configure(site);
  const server = startNginx(findOrInstallNginx(), prefix, conf);
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    server.kill('SIGQUIT');
    await exited;
    rmSync(prefix, {recursive: true, force: true});
  };
  const origin = `http://127.0.0.1:${site.port}`;
  const probe = `${origin}${site.id === 'nubis' ? BASE_PATH : '/'}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(probe).then(
      ({ok}) => ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${probe} did not answer within 10 s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {origin, stop};
}

/** Serves the sites' builds while `measure` runs with their origins, in the same order. */
export async function withServers<T>(sites: BenchSite[], measure: (origins: string[]) => Promise<T>): Promise<T> {
  const servers: Awaited<ReturnType<typeof serve>>[] = [];
  try {
    for (const site of sites) servers.push(await serve(site));
    return await measure(servers.map(({origin}) => origin));
  } finally {
    for (const {stop} of servers) await stop();
  }
}
