/**
 * src/theme/Root provides Docusaurus's "in the browser" context again, flipped in a transition, and
 * src/components/StableTabs provides it to the API tab sets as it was when they mounted. That only works
 * while `useIsBrowser()` reads that very context object: this fails on an upgrade of Docusaurus that
 * moves or renames it, instead of the site silently going back to one long task.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const CONTEXT_MODULE = '@docusaurus/core/lib/client/browserContext';
const clientDir = path.dirname(require.resolve(`${CONTEXT_MODULE}.js`));

describe('the browser context src/theme/Root overrides', () => {
  it('is the module Root and StableTabs import, and it exports the context', () => {
    const root = readFileSync('src/theme/Root/index.tsx', 'utf8');
    for (const file of ['src/theme/Root/index.tsx', 'src/components/StableTabs/index.tsx']) {
      expect(readFileSync(file, 'utf8')).toContain(`import {Context as BrowserContext} from '${CONTEXT_MODULE}';`);
    }
    expect(root).toMatch(/startTransition\(\(\) => setIsBrowser\(true\)\)/);
    expect(readFileSync(path.join(clientDir, 'browserContext.js'), 'utf8')).toMatch(/export const Context = React\.createContext\(false\)/);
  });

  it('is the one useIsBrowser() reads', () => {
    const hook = readFileSync(path.join(clientDir, 'exports', 'useIsBrowser.js'), 'utf8');
    expect(hook).toMatch(/import \{ useContext \} from 'react';/);
    expect(hook).toMatch(/import \{ Context \} from '\.\.\/browserContext';/);
    expect(hook).toMatch(/return useContext\(Context\);/);
  });

  it('is provided by Docusaurus around Root, so Root can provide it again below', () => {
    const app = readFileSync(path.join(clientDir, 'App.js'), 'utf8');
    const provider = app.indexOf('<BrowserContextProvider>');
    const root = app.indexOf('<Root>');
    expect(provider).toBeGreaterThan(-1);
    expect(root).toBeGreaterThan(provider);
    expect(existsSync(path.join(clientDir, 'browserContext.d.ts'))).toBe(true);
  });
});
