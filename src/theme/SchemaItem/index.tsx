/**
 * The OpenAPI theme renders schema properties as <div>s directly inside a <ul>, which is invalid list
 * markup (axe "list"). Wrapping, not ejecting: the top-level rows become <li>; rows nested in a
 * property's details are already inside a <div> and stay as they are.
 */
import React, {type ReactNode} from 'react';
import SchemaItem from '@theme-original/SchemaItem';
import type {OpenApiThemeProps} from '@site/src/types/openapiTheme';
import ListRow from '@site/src/components/ListRow';

export default function SchemaItemWrapper(props: OpenApiThemeProps): ReactNode {
  return (
    <ListRow>
      <SchemaItem {...props} />
    </ListRow>
  );
}
