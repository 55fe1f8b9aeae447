import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {SINCE_BADGE_CLASS} from '@site/src/utils/since';
import styles from './styles.module.css';

interface Props {
  /** Lower-case HTTP method, as the OpenAPI document writes it. */
  readonly method: string;
  readonly path: string;
  /** `Since 25.5.0`, `Changed in 25.4.0 and 25.6.0`: the operation's marks, worded by the generator. */
  readonly badges?: readonly string[];
}

/** An operation's method as a coloured badge, its path and its since badges: inline, so that it also fits in a list item. */
export default function ApiEndpoint({method, path, badges = []}: Props): ReactNode {
  return (
    <span className={styles.endpoint}>
      <span className={clsx(styles.method, `api-method--${method}`)}>{method.toUpperCase()}</span>{' '}
      <code className={styles.path}>{path}</code>
      {badges.map((label) => (
        <React.Fragment key={label}>
          {' '}
          <span className={SINCE_BADGE_CLASS}>{label}</span>
        </React.Fragment>
      ))}
    </span>
  );
}
