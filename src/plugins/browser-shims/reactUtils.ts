/**
 * What the theme's `useMutationObserver` (`@docusaurus/theme-common/lib/hooks/useMutationObserver.js`,
 * 3.10.2) imports from its `../utils/reactUtils`: `useEvent` as it is, and `useShallowMemoObject`, which
 * sorts the options' keys in code unit order instead of with `localeCompare`. Every code block's word-wrap
 * hook calls it while hydrating, and a page's first `localeCompare` builds an ICU collator (14–38 ms of
 * main thread, unthrottled). The memo only needs some fixed order of the keys.
 */
import {useMemo} from 'react';

export {useEvent} from '@docusaurus/theme-common';

export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj).sort(([a], [b]) => (a === b ? 0 : a < b ? -1 : 1));
  // The entries are the memo's dependencies, as in Docusaurus's own version.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}
