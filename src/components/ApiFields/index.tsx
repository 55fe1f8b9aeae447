import React, {type ReactNode} from 'react';

interface Props {
  /** The field list, rendered at build time from the API model (src/api-reference/fieldsHtml.ts). */
  readonly html: string;
}

/**
 * The fields of a parameter list or a body. The list arrives as HTML made at build time: React sets it
 * and neither builds nor compares it when the page hydrates, and its nested fields open as native
 * `<details>`, without JavaScript.
 */
export default function ApiFields({html}: Props): ReactNode {
  return <div className="api-fields-container" dangerouslySetInnerHTML={{__html: html}} />;
}
