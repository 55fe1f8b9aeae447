/** Reach (ARCHITECTURE.md, "Reaches into Docusaurus"): replaces the theme's Content (src/theme/upstream.json) and reads the internal `useCodeBlockContext` (theme-common 3.10): sets the build's coloured lines as the code's inner HTML, which hydrating neither builds nor compares. */
import React, {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {CodeHtmlContext} from '../CodeHtmlContext';
import styles from './styles.module.css';

/** Plain lines in the shape Shiki gives coloured ones, with the classes of `{1,3}` ranges. */
function plainLines(code: string, lineClassNames: Record<number, string[]>): ReactNode[] {
  return code.split('\n').flatMap((line, index) => [
    ...(index > 0 ? ['\n'] : []),
    <span key={index} className={clsx('line', lineClassNames[index])}>
      {line}
    </span>,
  ]);
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const codeHtml = useContext(CodeHtmlContext);
  const {lineNumbersStart} = metadata;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable regions must be reachable from the keyboard, as in the theme.
      tabIndex={0}
      className={clsx(className, styles.codeBlock, 'thin-scrollbar')}
      style={lineNumbersStart === undefined ? undefined : {counterReset: `line-number ${lineNumbersStart - 1}`}}
    >
      {codeHtml === undefined ? (
        <code className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.numbered)}>
          {plainLines(metadata.code, metadata.lineClassNames)}
        </code>
      ) : (
        <code
          className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.numbered)}
          dangerouslySetInnerHTML={{__html: codeHtml}}
        />
      )}
    </pre>
  );
}
