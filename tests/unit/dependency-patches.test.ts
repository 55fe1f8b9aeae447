/**
 * The dependency fixes in patches/ (applied by `npm ci`, patch-package): these fail when an upgrade
 * drops a patch, or when a patched function no longer does its job.
 */
import {readFileSync} from 'node:fs';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {getActivePlugin} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import {ADMIN_API_REFERENCE, API_REFERENCES, BILLING_RESOURCE_API_REFERENCE, referenceOverviewPath} from '../../src/apiReference';
import {BASE_PATH} from '../../src/constants';

/** A file of an installed package, as npm ci left it. */
function installed(file: string): string {
  return readFileSync(`node_modules/${file}`, 'utf8');
}

/** The docs plugins of this site, as the client sees them (the route each one serves). */
const DOCS_PLUGINS: Record<string, {path: string}> = {
  default: {path: BASE_PATH},
  ...Object.fromEntries(API_REFERENCES.map((reference) => [reference.docsPluginId, {path: `${BASE_PATH}${reference.routeBasePath}`}])),
};

describe("the docs plugin's active-plugin lookup, which sorts paths without localeCompare", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [BASE_PATH, 'default'],
    [`${BASE_PATH}administrators-manual/billing/tax-rules`, 'default'],
    [`${BASE_PATH}api`, 'default'],
    [referenceOverviewPath(ADMIN_API_REFERENCE), ADMIN_API_REFERENCE.docsPluginId],
    [`${BASE_PATH}${ADMIN_API_REFERENCE.routeBasePath}/create-user`, ADMIN_API_REFERENCE.docsPluginId],
    [referenceOverviewPath(BILLING_RESOURCE_API_REFERENCE), BILLING_RESOURCE_API_REFERENCE.docsPluginId],
  ])('finds the most specific plugin for %s', (pathname, pluginId) => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    const plugins = Object.fromEntries(Object.entries(DOCS_PLUGINS).map(([id, data]) => [id, data as never]));
    expect(getActivePlugin(plugins, pathname)?.pluginId).toBe(pluginId);
    expect(localeCompare).not.toHaveBeenCalled();
  });

  it('finds it whatever the order the plugins are declared in', () => {
    const reversed = Object.fromEntries(Object.entries(DOCS_PLUGINS).reverse().map(([id, data]) => [id, data as never]));
    expect(getActivePlugin(reversed, `${BASE_PATH}${ADMIN_API_REFERENCE.routeBasePath}/create-user`)?.pluginId).toBe(ADMIN_API_REFERENCE.docsPluginId);
  });
});

describe("theme-common's shallow memo of hook options", () => {
  it('orders the keys without localeCompare', () => {
    const source = installed('@docusaurus/theme-common/lib/utils/reactUtils.js');
    const hook = source.slice(source.indexOf('export function useShallowMemoObject'));
    expect(hook).toMatch(/deps\.sort\(/);
    expect(hook.slice(0, hook.indexOf('\n}'))).not.toContain('.localeCompare(');
  });
});
