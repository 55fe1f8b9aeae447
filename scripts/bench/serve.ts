/**
 * Serves both builds with Debian's nginx for the measurements. This site gets deploy/nginx.conf, as in
 * production and in the end-to-end tests (scripts/nginx-server.ts), plus one location that answers the
 * not-found page with status 200 so that Lighthouse scores it. The default site gets the same gzip settings (read from
 * deploy/nginx.conf) and the plain static-file rules a host gives such a site.
 */
import {chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {NGINX_CONF_TEMPLATE} from '../nginx-conf';
import {findOrInstallNginx, preparePrefix, startNginx} from '../nginx-server';
import {NOT_FOUND_BENCH_PATH, type BenchSite} from './sites';

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/** The compression directives of the production configuration, so both sites compress alike. */
export function gzipDirectives(template: string): string[] {
  return template
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^gzip(_[a-z_]+)?\s/.test(line));
}

/** The gzip level of the production configuration (`gzip_comp_level`), for sizes measured outside nginx. */
export function gzipLevel(template: string): number {
  const level = Number(/^gzip_comp_level\s+(\d+);$/m.exec(gzipDirectives(template).join('\n'))?.[1]);
  if (!Number.isInteger(level)) throw new Error(`${NGINX_CONF_TEMPLATE} sets no gzip_comp_level.`);
  return level;
}

/** Adds the benchmark's 200-status copy of the not-found page before the catch-all location. */
export function withBenchNotFound(conf: string, buildDir: string): string {
  const marker = '        location / {';
  if (!conf.includes(marker))
    throw new Error(`${NGINX_CONF_TEMPLATE} has no "location / {" block to insert the benchmark location before.`);
  const location = [
    `        location = ${NOT_FOUND_BENCH_PATH} {`,
    '            include generated/csp.conf;',
    '            add_header Cache-Control "no-cache" always;',
    '            default_type text/html;',
    `            alias ${path.join(buildDir, '404.html')};`,
    '        }',
    '',
    '',
  ].join('\n');
  return conf.replace(marker, `${location}${marker}`);
}

export function defaultSiteConf(buildDir: string, port: number, gzip: string[]): string {
  return [
    'worker_processes auto;',
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    '    sendfile on;',
    ...gzip.map((line) => `    ${line}`),
    '    server {',
    `        listen 127.0.0.1:${port};`,
    `        root ${buildDir};`,
    '        absolute_redirect off;',
    '        error_page 404 /404.html;',
    '        location / { try_files $uri $uri/index.html =404; }',
    '        location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }',
    '    }',
    '}',
    '',
  ].join('\n');
}

async function waitForOrigin(origin: string, probe: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}${probe}`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${origin}${probe} did not answer within 10 s.`);
}

export async function serveSite(site: BenchSite): Promise<RunningServer> {
  const nginx = findOrInstallNginx();
  const template = readFileSync(NGINX_CONF_TEMPLATE, 'utf8');
  let prefix: string;
  let conf: string;
  if (site.id === 'nubis') {
    ({prefix, conf} = preparePrefix(site.buildDir, site.port));
    writeFileSync(conf, withBenchNotFound(readFileSync(conf, 'utf8'), site.buildDir));
  } else {
    prefix = mkdtempSync(path.join(os.tmpdir(), 'nubis-bench-nginx-'));
    chmodSync(prefix, 0o755);
    mkdirSync(path.join(prefix, 'logs'));
    conf = path.join(prefix, 'nginx.conf');
    writeFileSync(conf, defaultSiteConf(site.buildDir, site.port, gzipDirectives(template)));
  }
  const server = startNginx(nginx, prefix, conf);
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  const origin = `http://127.0.0.1:${site.port}`;
  const stop = async (): Promise<void> => {
    server.kill('SIGQUIT');
    await exited;
    rmSync(prefix, {recursive: true, force: true});
  };
  try {
    await waitForOrigin(origin, site.pages[0]?.path ?? '/');
  } catch (error) {
    await stop();
    throw error;
  }
  return {origin, stop};
}
