/**
 * The API reference's Markdown (descriptions of operations, parameters and schema fields), rendered
 * with marked instead of the theme's react-markdown + remark + rehype pipeline: the same CommonMark and
 * GFM output (tables included) for a fraction of the browser bundle (bench/README.md has the figures).
 *
 * When React hydrates a server-rendered page, the HTML of every description is already in the page:
 * the component keeps it (an empty innerHTML prop is not applied while hydrating, nor on later renders
 * while it stays empty) instead of parsing a hundred descriptions again. Descriptions mounted later (a
 * tab opened, another page reached in the browser) are rendered as usual.
 *
 * The descriptions come from this repository's OpenAPI files, checked by Redocly and by the spec sync
 * script: they are trusted like the manuals' Markdown. The Content-Security-Policy forbids inline
 * scripts whatever they contain.
 */
import {useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {renderMarkdown} from './renderMarkdown';
import styles from './styles.module.css';

interface Props {
  children?: ReactNode;
}

export default function Markdown({children}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Set once, in the render that hydrates this component: the text whose HTML the server rendered.
  const [hydratedText] = useState(() => (ExecutionEnvironment.canUseDOM && !isBrowser ? children : undefined));
  if (typeof children !== 'string' || children.trim() === '') return null;
  const html = hydratedText === children ? '' : renderMarkdown(children);
  return <div className={styles.markdown} dangerouslySetInnerHTML={{__html: html}} suppressHydrationWarning />;
}
