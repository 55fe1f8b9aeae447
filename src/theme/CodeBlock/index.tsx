/**
 * Replaces Docusaurus 3.10's CodeBlock entry, not its parts. The original highlights the code with
 * Prism (prism-react-renderer) while the page renders, and remounts every code block once the page
 * runs in the browser so that the reader's colour mode recolours it. Code now comes coloured for both
 * modes from the build (src/plugins/code-highlight: the Markdown's fenced blocks, the API code
 * samples), with nothing left to highlight or to remount. The theme's CodeBlock has no prop for code
 * that is already coloured: this component takes it (`codeHtml`) and hands it to ./Content, and keeps
 * the theme's own metadata, layout, title, copy and word-wrap buttons.
 */
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
