import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Where the release notes live: each `vX.Y.Z.md` is a release, its front matter's `release_date` its date. */
export const RELEASE_NOTES_DIR = 'docs/changelog/releases';

/** The released versions, newest first, read from the release notes' file names. */
export function releasedVersions(siteDir: string): string[] {
  const versions = readdirSync(path.join(siteDir, RELEASE_NOTES_DIR))
    .map((file) => /^v(\d+\.\d+\.\d+)\.md$/.exec(file)?.[1])
    .filter((version): version is string => version !== undefined);
  const key = (version: string): number[] => version.split('.').map(Number);
  return versions.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return (y[0] ?? 0) - (x[0] ?? 0) || (y[1] ?? 0) - (x[1] ?? 0) || (y[2] ?? 0) - (x[2] ?? 0);
  });
}
