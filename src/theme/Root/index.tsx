/**
 * Reaches into `@docusaurus/core/lib/client/browserContext` (written against Docusaurus 3.10.2): the
 * public API only reads the "in the browser" flag (`useIsBrowser()`); nothing public provides it or
 * says when it flips, so the wrapper provides Docusaurus's own context object.
 *
 * After React hydrates a page, Docusaurus flips `useIsBrowser()` from false to true, and every
 * component that reads it renders again: code blocks and tabs remount (so that the reader's colour mode
 * and stored tab choices apply), the API reference builds its request store and mounts the code
 * samples. Docusaurus makes that flip an ordinary update, which React renders in one uninterrupted task
 * (up to 400 ms on a throttled phone for an API operation, bench/README.md). This wrapper gives the
 * app the same flag, flipped in a transition: React renders the same work in slices of a few
 * milliseconds and lets a tap or a scroll in between.
 *
 * Root is the component Docusaurus provides for app-wide providers; the context is Docusaurus's own
 * (the one `useIsBrowser()` reads), so nothing else changes. tests/unit/browser-context.test.ts
 * fails when an upgrade moves or replaces it.
 */
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    // Once, after hydration: later route changes happen with the flag already set.
    startTransition(() => setIsBrowser(true));
  }, []);
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}
