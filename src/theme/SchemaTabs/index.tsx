/**
 * The tabs that switch a request or response body between its schema and its examples
 * (class openapi-tabs__schema) render only the selected tab, as the theme already does for its other
 * schema tabs. The examples are JSON code blocks: hidden until chosen, left out of the search index,
 * and impossible to show without JavaScript anyway. Rendering them on demand takes the highlighting of
 * a dozen hidden blocks per operation off the page's hydration (bench/README.md). No schema tabs
 * remount after hydration (StableTabs).
 */
import React, {type ReactNode} from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';
import type {OpenApiThemeProps} from '@site/src/types/openapiTheme';
import StableTabs from '@site/src/components/StableTabs';

export const LAZY_SCHEMA_TABS_CLASS = 'openapi-tabs__schema';

export default function SchemaTabsWrapper(props: OpenApiThemeProps): ReactNode {
  return <StableTabs tabs={SchemaTabs} {...(props.className === LAZY_SCHEMA_TABS_CLASS ? {lazy: true} : {})} {...props} />;
}
