import React, {type ReactNode} from 'react';
import {excerptParts, type SearchHit} from '@site/src/search/hits';
import styles from './styles.module.css';

/**
 * One search result: page title, section, the heading of the matching part and the excerpt. The
 * excerpt's lines are kept free until it comes (src/search/useSiteSearch.ts): the result does not grow.
 */
export default function SearchResult({hit}: {hit: SearchHit}): ReactNode {
  return (
    <>
      <span className={styles.top}>
        <span className={styles.title}>{hit.title}</span>
        {hit.section && <span className={styles.section}>{hit.section}</span>}
      </span>
      {hit.heading && <span className={styles.heading}>{hit.heading}</span>}
      <span className={styles.excerpt}>
        {excerptParts(hit.excerpt ?? '').map((part, index) =>
          part.marked ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>,
        )}
      </span>
    </>
  );
}
