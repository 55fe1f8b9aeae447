/**
 * Serves the production build (npm run serve) on machines without nginx, answering every path as
 * deploy/nginx.conf does: the same redirects, a route as its folder's index.html, and every other path
 * (`<route>.html` and /docs/404.html included) with the not-found page and status 404. The tests serve
 * with nginx itself (scripts/nginx-server.ts); tests/e2e/serving.spec.ts compares the two.
 */
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import {BASE_PATH} from '../src/constants';
import {REDIRECTS} from './nginx-conf';

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'text/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
};

const NOT_FOUND = `${BASE_PATH}404.html`;

/** The file that answers a URL path, as nginx's `try_files $uri $uri/index.html` (only $uri under assets/). */
export function resolveFile(buildDir: string, urlPath: string): string | undefined {
  if (!urlPath.startsWith(BASE_PATH) || urlPath === NOT_FOUND) return undefined;
  const target = path.join(buildDir, decodeURIComponent(urlPath.slice(BASE_PATH.length)));
  if (!target.startsWith(buildDir)) return undefined;
  const candidates = urlPath.startsWith(`${BASE_PATH}assets/`) ? [target] : [target, path.join(target, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

export function createPreviewServer(buildDir: string): Server {
  const root = path.resolve(buildDir);
  return createServer((req, res) => {
    const {pathname} = new URL(req.url ?? '/', 'http://localhost');
    const redirect = REDIRECTS[pathname];
    if (redirect) {
      res.writeHead(301, {Location: redirect}).end();
      return;
    }
    const file = resolveFile(root, pathname);
    const body = file ?? path.join(root, '404.html');
    res.writeHead(file ? 200 : 404, {'Content-Type': MIME_TYPES[path.extname(body)] ?? 'application/octet-stream'});
    createReadStream(body).pipe(res);
  });
}

// Run as a script, not when imported: Playwright loads imports as CommonJS, where import.meta is an error.
if (path.basename(process.argv[1] ?? '') === 'preview-server.ts') {
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
