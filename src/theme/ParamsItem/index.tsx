/**
 * Parameters are rendered as <div>s directly inside a <ul> by the OpenAPI theme (axe "list"): each
 * becomes a list item. Wrapping, not ejecting.
 */
import React, {type ReactNode} from 'react';
import ParamsItem from '@theme-original/ParamsItem';
import type ParamsItemType from '@theme/ParamsItem';
import type {WrapperProps} from '@docusaurus/types';
import ListRow from '@site/src/components/ListRow';

type Props = WrapperProps<typeof ParamsItemType>;

export default function ParamsItemWrapper(props: Props): ReactNode {
  return (
    <ListRow>
      <ParamsItem {...props} />
    </ListRow>
  );
}
