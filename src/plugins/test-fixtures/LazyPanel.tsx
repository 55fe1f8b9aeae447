import React, {type ReactNode} from 'react';

/** The lazily loaded part of the lazy-load fixture: its own chunk, so a test can make it fail. */
export default function LazyPanel(): ReactNode {
  return <p>The lazily loaded panel is here.</p>;
}
