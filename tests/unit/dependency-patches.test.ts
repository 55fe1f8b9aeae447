/**
 * The dependency fixes in patches/ (applied by `npm ci`, patch-package): these fail when an upgrade
 * drops a patch, or when a patched function no longer does its job.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

/** A file of an installed package, as npm ci left it. */
function installed(file: string): string {
  return readFileSync(`node_modules/${file}`, 'utf8');
}

describe('the search plugin', () => {
  it("forgets, on the reader's blur, that it should focus the box once its index has loaded", () => {
    const source = installed('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx');
    const onBlur = source.slice(source.indexOf('const onInputBlur'));
    expect(onBlur.slice(0, onBlur.indexOf('}, ['))).toMatch(/if \(!wrappingInput\.current\) \{\s+focusAfterIndexLoaded\.current = false;/);
  });
});
