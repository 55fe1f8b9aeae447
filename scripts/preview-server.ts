/**
 * Serves the production build locally the way deploy/nginx.conf serves it in production: the site
 * under the base path, `/` and `/api` redirected, every unknown path answered with the not-found
 * page and status 404. (`docusaurus serve` redirects /docs/404.html and cannot redirect /api.)
 */
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {BASE_PATH, PRODUCT_SLUG} from '../src/constants';

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
};

export const REDIRECTS: Record<string, string> = {
  '/': BASE_PATH,
  '/api': `${BASE_PATH}api/reference/${PRODUCT_SLUG}-admin-api`,
  '/api/': `${BASE_PATH}api/reference/${PRODUCT_SLUG}-admin-api`,
};

/** The file that answers a URL path, trying it as a file, a folder index and an .html page. */
export function resolveFile(buildDir: string, urlPath: string): string | undefined {
  if (!urlPath.startsWith(BASE_PATH) && urlPath !== BASE_PATH.replace(/\/$/, '')) return undefined;
  const relative = decodeURIComponent(urlPath.slice(BASE_PATH.length - 1));
  const target = path.normalize(path.join(buildDir, relative));
  if (!target.startsWith(buildDir)) return undefined;
  for (const candidate of [target, path.join(target, 'index.html'), `${target}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function send(res: ServerResponse, status: number, file: string): void {
  res.writeHead(status, {'Content-Type': MIME_TYPES[path.extname(file)] ?? 'application/octet-stream'});
  createReadStream(file).pipe(res);
}

export function createPreviewServer(buildDir: string): Server {
  const root = path.resolve(buildDir);
  const notFoundPage = path.join(root, '404.html');
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const redirect = REDIRECTS[url.pathname];
    if (redirect) {
      res.writeHead(301, {Location: redirect});
      res.end();
      return;
    }
    const file = resolveFile(root, url.pathname);
    if (file) send(res, 200, file);
    else send(res, 404, notFoundPage);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!existsSync(path.join(buildDir, '404.html'))) {
    console.error(`No production build in ${buildDir}/: run "npm run build" first.`);
    process.exit(1);
  }
  createPreviewServer(buildDir).listen(port, '127.0.0.1', () => {
    console.log(`Serving ${buildDir}/ at http://localhost:${port}${BASE_PATH}`);
  });
}
