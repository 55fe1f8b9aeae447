/**
 * Renders deploy/nginx.conf for one place to run it. The Dockerfile and the tests
 * (scripts/nginx-server.ts) both call this, so the image serves exactly the configuration the tests
 * checked: only where it listens and the document root differ.
 *
 * Usage: tsx scripts/nginx-conf.ts <listen> <root> <output file>
 *   listen: a port (all interfaces, as in the image) or 127.0.0.1:<port> (loopback only, as in the tests)
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ADMIN_API_REFERENCE, referenceOverviewPath} from '../src/api-reference/sections';
import {BASE_PATH} from '../src/constants';

export const NGINX_CONF_TEMPLATE = 'deploy/nginx.conf';

export interface NginxSettings {
  /** What nginx listens on: a port, or an IPv4 address and port. */
  listen: string;
  /** The folder whose docs/ subfolder holds the build. */
  root: string;
}

/** The redirects outside the site's pages; nginx and the Node server (scripts/preview-server.ts) both read them here. */
export const REDIRECTS: Record<string, string> = {
  '/': BASE_PATH,
  [BASE_PATH.replace(/\/$/, '')]: BASE_PATH,
  '/api': referenceOverviewPath(ADMIN_API_REFERENCE),
  '/api/': referenceOverviewPath(ADMIN_API_REFERENCE),
};

/** The placeholders of the template, each with the setting that fills it. */
export const PLACEHOLDERS: Record<string, (settings: NginxSettings) => string> = {
  NUBIS_LISTEN: ({listen}) => listen,
  NUBIS_ROOT: ({root}) => root,
  NUBIS_API_REDIRECT: () => REDIRECTS['/api'] ?? '',
};

export function renderNginxConf(template: string, settings: NginxSettings): string {
  const port = Number(/^(?:\d{1,3}(?:\.\d{1,3}){3}:)?(\d{1,5})$/.exec(settings.listen)?.[1]);
  if (!(port >= 1 && port <= 65535)) throw new Error(`Not a port or address:port: ${settings.listen}`);
  if (!settings.root.startsWith('/') || /[\s;{}"']/.test(settings.root))
    throw new Error(`The root must be an absolute path without spaces, quotes or ; { }: ${settings.root}`);
  const rendered = template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => {
    const fill = PLACEHOLDERS[name];
    if (!fill) throw new Error(`${NGINX_CONF_TEMPLATE} has an unknown placeholder ${whole}.`);
    return fill(settings);
  });
  return rendered;
}

// Run as a script, not when imported: Playwright loads imports as CommonJS, where import.meta is an error.
if (path.basename(process.argv[1] ?? '') === 'nginx-conf.ts') {
  const [listen, root, output] = process.argv.slice(2);
  if (!listen || !root || !output) {
    console.error('Usage: tsx scripts/nginx-conf.ts <listen> <root> <output file>');
    process.exit(2);
  }
  writeFileSync(output, renderNginxConf(readFileSync(NGINX_CONF_TEMPLATE, 'utf8'), {listen, root}));
}
