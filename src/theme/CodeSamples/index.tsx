/**
 * The OpenAPI theme's JSON example blocks (request and response examples) stay out of the search
 * index: the field names and descriptions beside them are indexed, the example values are noise.
 * Written against docusaurus-theme-openapi-docs 5.2; its CodeSamples takes no attributes.
 */
import React, {type ReactNode} from 'react';
import CodeSamples from '@theme-original/CodeSamples';
import type {OpenApiThemeProps} from '@site/src/types/openapiTheme';

export default function CodeSamplesWrapper(props: OpenApiThemeProps): ReactNode {
  return (
    <div data-pagefind-ignore="all">
      <CodeSamples {...props} />
    </div>
  );
}
