/**
 * Parameters are rendered as <div>s directly inside a <ul> by the OpenAPI theme (axe "list"): each
 * becomes a list item. Wrapping, not ejecting.
 */
import React, {type ReactNode} from 'react';
import ParamsItem from '@theme-original/ParamsItem';
import type {OpenApiThemeProps} from '@site/src/types/openapiTheme';
import ListRow from '@site/src/components/ListRow';

export default function ParamsItemWrapper(props: OpenApiThemeProps): ReactNode {
  return (
    <ListRow>
      <ParamsItem {...props} />
    </ListRow>
  );
}
