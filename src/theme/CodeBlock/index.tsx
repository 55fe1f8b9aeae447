/** Reach (ARCHITECTURE.md, "Reaches into Docusaurus"): replaces the theme's CodeBlock (src/theme/upstream.json) to take the lines coloured at build time (`codeHtml`, src/plugins/code-highlight) to ./Content, with the theme's title, copy and word-wrap buttons; the theme's own remounts every block after hydration. */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {CodeHtmlContext} from './CodeHtmlContext';

export interface Props extends ThemeProps {
  /** The coloured lines, made at build time; without them the code is shown uncoloured. */
  readonly codeHtml?: string;
}

export default function CodeBlock({children, codeHtml, ...props}: Props): ReactNode {
  // As the theme does: code given as JSX (`<pre><MyComponent/></pre>` in MDX) is shown as it is.
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  const code = Array.isArray(children) ? children.join('') : String(children ?? '');
  return (
    <CodeHtmlContext.Provider value={codeHtml}>
      <StringContent {...props}>{code}</StringContent>
    </CodeHtmlContext.Provider>
  );
}
