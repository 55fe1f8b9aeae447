/**
 * `npm ci` (the README's install command) refuses a lock file that lacks an entry for any optional
 * dependency of a locked package, even one for another platform. This checks the lock the way it does,
 * and that `engines.node` in package.json admits only Node versions every locked package accepts.
 */
import {readFileSync} from 'node:fs';
import semver from 'semver';
import {describe, expect, it} from 'vitest';

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
  engines?: {node?: string};
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {packages: Record<string, LockedPackage>};
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {engines: {node: string}; overrides?: Record<string, string>};
/** Each locked package's `engines.node`, as npm reads it (the old array form has no `node` key, and npm ignores it). */
const nodeRanges = Object.entries(lock.packages).flatMap(([path, {engines}]) =>
  path !== '' && typeof engines?.node === 'string' ? [{name: path.replace(/^.*node_modules\//, ''), range: engines.node}] : [],
);

/**
 * The lowest version of each major line that every range admits, up to the major line after the highest
 * one any range names. Each lowest version is a range's own bound or a line's x.0.0, so those are the candidates.
 */
function lowestOfEachMajor(ranges: string[]): semver.SemVer[] {
  const bounds = ranges.flatMap((range) => new semver.Range(range).set.flat().filter((c) => c.value !== ''));
  const candidates = bounds.map((c) => (c.operator === '>' ? new semver.SemVer(c.semver.version).inc('patch') : c.semver));
  const top = Math.max(...candidates.map((v) => v.major)) + 1;
  const lowest: semver.SemVer[] = [];
  for (let major = 1; major <= top; major++) {
    const line = [new semver.SemVer(`${major}.0.0`), ...candidates.filter((v) => v.major === major && v.prerelease.length === 0)];
    const found = line.sort(semver.compare).find((v) => ranges.every((range) => semver.satisfies(v, range)));
    if (found) lowest.push(found);
  }
  return lowest;
}

/** The range of the versions every locked package accepts: `^x.y.z` per major line, `>=x.y.z` for the open-ended rest. */
function acceptedByEveryPackage(): string {
  const lowest = lowestOfEachMajor(nodeRanges.map(({range}) => range));
  const top = lowest.at(-1);
  const parts: string[] = [];
  for (const [i, version] of lowest.entries()) {
    const rest = lowest.slice(i + 1);
    const openEnded = top && top.major === version.major + rest.length && rest.every((v) => v.minor === 0 && v.patch === 0);
    parts.push(`${openEnded ? '>=' : '^'}${version.version}`);
    if (openEnded) break;
  }
  const range = parts.join(' || ');
  // A range with a gap inside a major line, or a ceiling, would need more than `^` and `>=`: say so.
  const refusing = nodeRanges.find((locked) => !semver.subset(range, locked.range));
  if (refusing) throw new Error(`${range} cannot state every version ${refusing.name} (${refusing.range}) and the others accept`);
  return range;
}

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

  it("admits in engines.node only Node versions every locked package accepts, from each major line's oldest", () => {
    const admitted = lowestOfEachMajor([pkg.engines.node]);
    const refusals = nodeRanges
      .filter(({range}) => !semver.subset(pkg.engines.node, range))
      .map(
        ({name, range}) =>
          `${name} requires Node ${range}, refuses ${admitted.find((v) => !semver.satisfies(v, range))?.version ?? 'some admitted version'}`,
      );
    expect(nodeRanges.length).toBeGreaterThan(100);
    expect(refusals, `package.json's engines.node "${pkg.engines.node}" is too wide: set it to "${acceptedByEveryPackage()}"`).toEqual([]);
  });

  it('states in engines.node every Node version all locked packages accept, and .nvmrc names one of them', () => {
    expect(pkg.engines.node, 'set engines.node in package.json to the range every locked package accepts').toBe(acceptedByEveryPackage());
    const nvmrc = readFileSync('.nvmrc', 'utf8').trim();
    expect(semver.subset(nvmrc, pkg.engines.node), `.nvmrc names Node ${nvmrc}, which engines.node refuses`).toBe(true);
  });
});
