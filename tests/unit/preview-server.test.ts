import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createPreviewServer, resolveFile} from '../../scripts/preview-server';
import {BASE_PATH, PRODUCT_SLUG} from '../../src/constants';

let buildDir: string;
let origin: string;
let close: () => void;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), 'nubis-preview-'));
  writeFileSync(path.join(buildDir, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(buildDir, '404.html'), '<h1>Page Not Found</h1>');
  mkdirSync(path.join(buildDir, 'operators-manual'));
  writeFileSync(path.join(buildDir, 'operators-manual', 'index.html'), '<h1>operators</h1>');
  writeFileSync(path.join(buildDir, 'operators-manual', 'identity.html'), '<h1>identity</h1>');
  writeFileSync(path.join(buildDir, 'operators-manual.md'), '# Operators manual\n');
  writeFileSync(path.join(buildDir, 'llms.txt'), '# Nubis documentation\n');
  const server = createPreviewServer(buildDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(buildDir, {recursive: true, force: true});
});

describe('resolveFile', () => {
  it('tries the path as a file, a folder index and an .html page', () => {
    expect(resolveFile(buildDir, BASE_PATH)).toBe(path.join(buildDir, 'index.html'));
    expect(resolveFile(buildDir, `${BASE_PATH}operators-manual/`)).toBe(path.join(buildDir, 'operators-manual', 'index.html'));
    expect(resolveFile(buildDir, `${BASE_PATH}operators-manual/identity`)).toBe(path.join(buildDir, 'operators-manual', 'identity.html'));
  });

  it('refuses paths outside the base path or escaping the build folder', () => {
    expect(resolveFile(buildDir, '/operators-manual/')).toBeUndefined();
    expect(resolveFile(buildDir, `${BASE_PATH}../../etc/passwd`)).toBeUndefined();
  });
});

describe('the preview server', () => {
  it('serves pages with 200', async () => {
    const response = await fetch(`${origin}${BASE_PATH}operators-manual/identity`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('identity');
  });

  it('serves the Markdown twins and llms.txt with the types nginx gives them', async () => {
    for (const [file, type] of [
      ['operators-manual.md', 'text/markdown; charset=utf-8'],
      ['llms.txt', 'text/plain; charset=utf-8'],
    ]) {
      const response = await fetch(`${origin}${BASE_PATH}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
    }
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const response = await fetch(`${origin}${BASE_PATH}no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('redirects / to the docs and /api to the API reference', async () => {
    const root = await fetch(`${origin}/`, {redirect: 'manual'});
    expect(root.status).toBe(301);
    expect(root.headers.get('location')).toBe(BASE_PATH);
    const api = await fetch(`${origin}/api`, {redirect: 'manual'});
    expect(api.status).toBe(301);
    expect(api.headers.get('location')).toBe(`${BASE_PATH}api/reference/${PRODUCT_SLUG}-admin-api`);
  });
});
