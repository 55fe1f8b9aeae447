import React, {createContext, useContext, type ReactNode} from 'react';

const InsideRow = createContext(false);

/**
 * A row of an API schema or parameter list: a list item at the top level (the theme's <ul>), a plain
 * fragment when nested inside another row's details (there the parent is a <div>).
 */
export default function ListRow({children}: {children: ReactNode}): ReactNode {
  const nested = useContext(InsideRow);
  const content = <InsideRow.Provider value>{children}</InsideRow.Provider>;
  return nested ? content : <li className="openapi-list-row">{content}</li>;
}
