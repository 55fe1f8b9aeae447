/**
 * The API reference's Markdown (descriptions of operations, parameters and schema fields), rendered
 * with marked instead of the theme's react-markdown + remark + rehype pipeline: the same CommonMark and
 * GFM output (tables included) for a fraction of the browser bundle and of the hydration work, which
 * re-parsed every description on every API page (bench/README.md has the figures).
 *
 * The descriptions come from this repository's OpenAPI files, checked by Redocly and by the spec sync
 * script: they are trusted like the manuals' Markdown. The Content-Security-Policy forbids inline
 * scripts whatever they contain.
 */
import type {ReactNode} from 'react';
import {renderMarkdown} from './renderMarkdown';
import styles from './styles.module.css';

interface Props {
  children?: ReactNode;
}

export default function Markdown({children}: Props): ReactNode {
  if (typeof children !== 'string' || children.trim() === '') return null;
  return <div className={styles.markdown} dangerouslySetInnerHTML={{__html: renderMarkdown(children)}} />;
}
