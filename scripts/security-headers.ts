/**
 * The security headers of a build, computed from its HTML (each inline script allowed by its SHA-256) and
 * written for every way to host it: the nginx include (deploy/generated/csp.conf, which deploy/nginx.conf
 * and the Docker image read) and `_headers` and `_redirects` in the build, the format Netlify and
 * Cloudflare Pages read. `npm run build` runs it last. Usage: tsx scripts/security-headers.ts [buildDir]
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {BASE_PATH} from '../src/constants';
import {readSiteEnv} from '../src/utils/siteEnv';
import {attribute, byTag, parseHtml, textOf} from './html';
import {REDIRECTS} from './nginx-conf';

export const CSP_CONF_FILE = 'deploy/generated/csp.conf';

/** Script types a browser executes; any other type (such as application/ld+json) is a data block. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'text/ecmascript',
]);

/** The hosts Google Tag Manager and the Google Analytics tags it loads need, per directive, and no more. */
export const TAG_MANAGER_SOURCES = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  'connect-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  // The snippet's <noscript> iframe, for readers without JavaScript.
  'frame-src': ['https://www.googletagmanager.com'],
} as const;

/** The headers besides the policy, the same on every response (README, "Deploy", says why each). */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers older than CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()',
};

/** The text of every inline script of a page that a browser would execute; the hash covers it byte for byte. */
export function inlineScripts(html: string): string[] {
  return byTag(parseHtml(html), 'script')
    .filter(
      (script) => attribute(script, 'src') === undefined && EXECUTABLE_TYPES.has((attribute(script, 'type') ?? '').trim().toLowerCase()),
    )
    .map(textOf)
    .filter((text) => text !== '');
}

/** A CSP source expression for a script's exact text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every distinct executable inline script of the build. */
export function buildInlineScripts(buildDir: string): string[] {
  const files = htmlFiles(buildDir);
  if (files.length === 0) throw new Error(`No HTML in ${buildDir}/: run the build first.`);
  return [...new Set(files.flatMap((file) => inlineScripts(readFileSync(file, 'utf8'))))];
}

/** True when the build's pages load Google Tag Manager (the preset adds it when NUBIS_GTM_CONTAINER_ID is set). */
export function loadsTagManager(scripts: string[]): boolean {
  return scripts.some((script) => script.includes('googletagmanager.com/gtm.js'));
}

export interface PolicyInput {
  scriptHashes: string[];
  tagManager: boolean;
}

export function contentSecurityPolicy({scriptHashes, tagManager}: PolicyInput): string {
  const extra = (directive: keyof typeof TAG_MANAGER_SOURCES): string[] => (tagManager ? [...TAG_MANAGER_SOURCES[directive]] : []);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' lets the search compile Pagefind's WebAssembly (from the site itself); it allows
    // no eval() of JavaScript and no inline script.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...[...scriptHashes].sort(), ...extra('script-src')]],
    // React writes style attributes (style="…") into the HTML; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // The theme's icons are data: SVGs in the stylesheet.
    ['img-src', ["'self'", 'data:', ...extra('img-src')]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...extra('connect-src')]],
    ...(tagManager ? [['frame-src', extra('frame-src')] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every security header of a build, the policy first. */
export function securityHeaders(policy: string): Record<string, string> {
  const headers: Record<string, string> = {'Content-Security-Policy': policy, ...STATIC_SECURITY_HEADERS};
  for (const [name, value] of Object.entries(headers)) {
    if (/["\\\n]/.test(value)) throw new Error(`The ${name} header cannot hold quotes, backslashes or newlines: ${value}`);
  }
  return headers;
}

const GENERATED = 'Generated by scripts/security-headers.ts from the build: do not edit.';

/** The nginx include: one add_header per header, "always" so redirects and 404 pages carry them too. */
export function securityHeadersConf(policy: string): string {
  const lines = Object.entries(securityHeaders(policy)).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return [`# ${GENERATED}`, ...lines, ''].join('\n');
}

/** `_headers` for static hosts and CDNs: the same headers on every path, and the hashed assets cached for a year. */
export function staticHostHeaders(policy: string): string {
  const lines = Object.entries(securityHeaders(policy)).map(([name, value]) => `  ${name}: ${value}`);
  return [
    `# ${GENERATED}`,
    `${BASE_PATH}*`,
    ...lines,
    `${BASE_PATH}assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/** `_redirects` for static hosts and CDNs: the redirects deploy/nginx.conf makes. */
export function staticHostRedirects(): string {
  return [`# ${GENERATED}`, ...Object.entries(REDIRECTS).map(([from, to]) => `${from} ${to} 301`), ''].join('\n');
}

/** The policy for a build, checked against NUBIS_GTM_CONTAINER_ID when that is set. */
export function policyForBuild(
  buildDir: string,
  env: Record<string, string | undefined>,
): {policy: string; hashes: string[]; tagManager: boolean} {
  const scripts = buildInlineScripts(buildDir);
  const tagManager = loadsTagManager(scripts);
  const containerId = readSiteEnv(env).tagManagerContainerId;
  if (containerId !== undefined && !scripts.some((script) => script.includes(containerId))) {
    throw new Error(
      `NUBIS_GTM_CONTAINER_ID=${containerId} but ${buildDir}/ does not load that container: build with the same environment.`,
    );
  }
  const hashes = [...new Set(scripts.map(scriptHash))].sort();
  return {policy: contentSecurityPolicy({scriptHashes: hashes, tagManager}), hashes, tagManager};
}

// Run as a script, not when imported: Playwright loads imports as CommonJS, where import.meta is an error.
if (path.basename(process.argv[1] ?? '') === 'security-headers.ts') {
  const buildDir = process.argv[2] ?? 'build';
  try {
    const {policy, hashes, tagManager} = policyForBuild(buildDir, process.env);
    mkdirSync(path.dirname(CSP_CONF_FILE), {recursive: true});
    writeFileSync(CSP_CONF_FILE, securityHeadersConf(policy));
    writeFileSync(path.join(buildDir, '_headers'), staticHostHeaders(policy));
    writeFileSync(path.join(buildDir, '_redirects'), staticHostRedirects());
    console.log(
      `Security headers (${hashes.length} inline script hashes, tag manager ${tagManager ? 'allowed' : 'not loaded'}): ${CSP_CONF_FILE}, ${buildDir}/_headers, ${buildDir}/_redirects.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
