/**
 * The baseline: a default Docusaurus classic site, scaffolded by create-docusaurus (TypeScript variant)
 * at the Docusaurus release this site uses, unchanged. It lives in bench/.default-site (git-ignored) and
 * resolves its packages from this repository's node_modules, so both sites build with the same
 * installed Docusaurus, React and Rspack, and the baseline needs no download.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, renameSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DEFAULT_SITE_DIR} from './sites';

function installedVersion(pkg: string): string {
  const manifest = JSON.parse(readFileSync(path.resolve('node_modules', pkg, 'package.json'), 'utf8')) as {version: string};
  return manifest.version;
}

/** The Docusaurus release the default site was made with, or undefined when there is none. */
function scaffoldedVersion(): string | undefined {
  const manifest = path.join(DEFAULT_SITE_DIR, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const {dependencies} = JSON.parse(readFileSync(manifest, 'utf8')) as {dependencies?: Record<string, string>};
  return dependencies?.['@docusaurus/core'];
}

/** Scaffolds the default site unless one made with the installed Docusaurus release is already there. */
export function ensureDefaultSite(): {docusaurusVersion: string; scaffolded: boolean} {
  const core = installedVersion('@docusaurus/core');
  const creator = installedVersion('create-docusaurus');
  if (creator !== core) {
    throw new Error(`create-docusaurus ${creator} does not match @docusaurus/core ${core}: pin both to the same release in package.json.`);
  }
  if (scaffoldedVersion() === core) return {docusaurusVersion: core, scaffolded: false};
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'nubis-bench-default-'));
  try {
    execFileSync(
      process.execPath,
      [
        path.resolve('node_modules/create-docusaurus/bin/index.js'),
        'default-site',
        'classic',
        scratch,
        '--typescript',
        '--skip-install',
        '--package-manager',
        'npm',
      ],
      {stdio: ['ignore', 'ignore', 'inherit']},
    );
    rmSync(DEFAULT_SITE_DIR, {recursive: true, force: true});
    renameSync(path.join(scratch, 'default-site'), DEFAULT_SITE_DIR);
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
  return {docusaurusVersion: core, scaffolded: true};
}
