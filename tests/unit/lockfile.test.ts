/**
 * `npm ci` (the README's install command) refuses a lock file that lacks an entry for any optional
 * dependency of a locked package, even one for another platform. This checks the lock the way it does.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {packages: Record<string, LockedPackage>};

/** Where Node's resolution would find `name` from the package at `path`: its own node_modules, then each ancestor's. */
function resolveLocked(path: string, name: string): LockedPackage | undefined {
  let from = path;
  for (;;) {
    const found = lock.packages[from === '' ? `node_modules/${name}` : `${from}/node_modules/${name}`];
    if (found) return found;
    if (from === '') return undefined;
    const parent = from.lastIndexOf('/node_modules/');
    from = parent === -1 ? '' : from.slice(0, parent);
  }
}

function missingOptionals(): string[] {
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolveLocked(path, name)) missing.push(`${name} (optional dependency of ${path || 'the root'})`);
    }
  }
  return missing;
}

describe('package-lock.json', () => {
  it('lists every optional dependency of every locked package, so npm ci accepts it on any platform', () => {
    expect(Object.keys(lock.packages).length).toBeGreaterThan(100);
    expect(missingOptionals()).toEqual([]);
  });

  it('pins @swc/core and @swc/html to releases that have a binary for every platform', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {overrides?: Record<string, string>};
    for (const name of ['@swc/core', '@swc/html']) {
      const copies = Object.entries(lock.packages).filter(([path]) => path.endsWith(`node_modules/${name}`));
      expect(copies.length).toBeGreaterThan(0);
      for (const [path, locked] of copies) {
        expect(locked.version).toBe(pkg.overrides?.[name]);
        const platforms = Object.keys(locked.optionalDependencies ?? {});
        expect(platforms.length).toBeGreaterThanOrEqual(12);
        for (const platform of platforms) expect(resolveLocked(path, platform)?.version).toBe(locked.version);
      }
    }
  });
});
