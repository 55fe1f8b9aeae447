/**
 * Reaches into `@docusaurus/core/lib/client/browserContext` (written against Docusaurus 3.10.2): the
 * public `useIsBrowser()` reads the flag but cannot hold it still for one subtree, so the component
 * provides Docusaurus's own context object (tests/unit/browser-context.test.ts checks it is the one read).
 *
 * The OpenAPI theme's tab sets (response statuses, content types, schema and example) are keyed on
 * Docusaurus's "in the browser" flag, so they remount when it flips after hydration: a workaround, copied
 * from Docusaurus's own Tabs, for a tab choice stored under a `groupId`, which these tab sets do not use.
 * The remount throws away the DOM React has just hydrated and renders every description and schema of
 * the operation again (the largest part of an API page's blocking time, bench/README.md).
 *
 * StableTabs gives the tab set the flag as it was when the set mounted, so its key does not change, and
 * gives each tab's content the live flag, so what is inside behaves as anywhere else.
 */
import React, {Children, cloneElement, isValidElement, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import type {OpenApiThemeProps} from '@site/src/types/openapiTheme';

type TabsProps = OpenApiThemeProps & {children?: ReactNode};

export default function StableTabs({tabs: Tabs, ...props}: TabsProps & {tabs: ComponentType<TabsProps>}): ReactNode {
  const isBrowser = useIsBrowser();
  const [isBrowserAtMount] = useState(isBrowser);
  const items = Children.map(props.children, (item) =>
    isValidElement<{children?: ReactNode}>(item)
      ? cloneElement(item, undefined, <BrowserContext.Provider value={isBrowser}>{item.props.children}</BrowserContext.Provider>)
      : item,
  );
  return (
    <BrowserContext.Provider value={isBrowserAtMount}>
      <Tabs {...props}>{items}</Tabs>
    </BrowserContext.Provider>
  );
}
