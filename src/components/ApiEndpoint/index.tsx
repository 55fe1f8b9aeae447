import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** Lower-case HTTP method, as the OpenAPI document writes it. */
  readonly method: string;
  readonly path: string;
}

/** An operation's method as a coloured badge, and its path: inline, so that it also fits in a list item. */
export default function ApiEndpoint({method, path}: Props): ReactNode {
  return (
    <span className={styles.endpoint}>
      <span className={clsx(styles.method, `api-method--${method}`)}>{method.toUpperCase()}</span>{' '}
      <code className={styles.path}>{path}</code>
    </span>
  );
}
