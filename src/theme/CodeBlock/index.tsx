/**
 * Docusaurus's CodeBlock remounts its content once the page runs in the browser, so that a reader's
 * colour mode, unknown to the server, recolours the code: the server always renders the default mode's
 * Prism colours. When the reader's mode is the default one, the remount only highlights every code block
 * of the page again to produce the same DOM. This wrapper shows the code block the flag only when the
 * colours differ from the server's: the default mode keeps the hydrated code, any other mode (or a later
 * switch) remounts it as before.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';

export default function CodeBlockWrapper(props: ComponentProps<typeof CodeBlock>): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const serverColorMode = useThemeConfig().colorMode.defaultMode;
  return (
    <BrowserContext.Provider value={isBrowser && colorMode !== serverColorMode}>
      <CodeBlock {...props} />
    </BrowserContext.Provider>
  );
}
