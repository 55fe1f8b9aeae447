/**
 * Docusaurus's docs client helpers (`@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js`, 3.10.2)
 * with one change: `getActivePlugin` sorts the docs plugins' paths in code unit order, not with
 * `localeCompare`. A page's first `localeCompare` builds an ICU collator, 14–38 ms of main thread
 * (unthrottled, MicroK8s) inside one hydration slice, from the breadcrumbs on every docs page. Code unit
 * order puts a path before its prefixes just as well ("/docs/api/reference/" before "/docs/"), which is all
 * the lookup needs. The other helpers are Docusaurus's own.
 */
import {matchPath} from '@docusaurus/router';
import type * as DocsClientUtils from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export {
  getActiveDocContext,
  getActiveVersion,
  getDocVersionSuggestions,
  getLatestVersion,
} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

type GetActivePlugin = typeof DocsClientUtils.getActivePlugin;

/** Longer paths first, in code unit order. */
function byPathDescending(a: {path: string}, b: {path: string}): number {
  if (a.path === b.path) return 0;
  return a.path < b.path ? 1 : -1;
}

export const getActivePlugin: GetActivePlugin = (allPluginData, pathname, options = {}) => {
  const activeEntry = Object.entries(allPluginData)
    .sort((a, b) => byPathDescending(a[1], b[1]))
    .find(([, pluginData]) => !!matchPath(pathname, {path: pluginData.path, exact: false, strict: false}));
  const activePlugin = activeEntry ? {pluginId: activeEntry[0], pluginData: activeEntry[1]} : undefined;
  if (!activePlugin && options.failfast) {
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${Object.values(
        allPluginData,
      )
        .map((plugin) => plugin.path)
        .join(', ')}`,
    );
  }
  return activePlugin;
};
