/**
 * Writes deploy/generated/csp.conf, the security headers nginx adds to every response (see
 * deploy/nginx.conf). The Content-Security-Policy allows no inline script but the ones the build itself
 * contains, each by its SHA-256: Docusaurus inlines its colour-mode and announcement-bar script, the
 * base URL banner and, with analytics on, the tag manager snippet. Hashing them from the build output
 * (never by hand) keeps the policy right after any change of config, theme or Docusaurus version.
 *
 * Usage: tsx scripts/csp.ts [buildDir]   (default: build). Run it after every build.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {readSiteEnv} from '../src/utils/siteEnv';

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

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|$)`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The text of every inline script of a page that a browser would execute. React writes the HTML, so a
 * script's text ends at the first `</script` (the HTML parser's rule); the hash covers it byte for byte.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type) || body === '') continue;
    scripts.push(body);
  }
  return scripts;
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

/** The nginx include: one add_header per header, "always" so redirects and 404 pages carry them too. */
export function securityHeadersConf(policy: string): string {
  const headers: Record<string, string> = {'Content-Security-Policy': policy, ...STATIC_SECURITY_HEADERS};
  const lines = Object.entries(headers).map(([name, value]) => {
    if (/["\\\n]/.test(value)) throw new Error(`The ${name} header cannot hold quotes, backslashes or newlines: ${value}`);
    return `add_header ${name} "${value}" always;`;
  });
  return ['# Generated by scripts/csp.ts from the build output: do not edit, run "tsx scripts/csp.ts build".', ...lines, ''].join('\n');
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
if (path.basename(process.argv[1] ?? '') === 'csp.ts') {
  const buildDir = process.argv[2] ?? 'build';
  try {
    const {policy, hashes, tagManager} = policyForBuild(buildDir, process.env);
    mkdirSync(path.dirname(CSP_CONF_FILE), {recursive: true});
    writeFileSync(CSP_CONF_FILE, securityHeadersConf(policy));
    console.log(
      `${CSP_CONF_FILE}: ${hashes.length} inline script hashes from ${buildDir}/, tag manager ${tagManager ? 'allowed' : 'not loaded'}.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
