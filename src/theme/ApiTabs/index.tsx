/**
 * The response tabs of an operation (one per status code) render only the selected status, the first
 * success response, and the others when chosen. The hidden ones were most of an operation page's
 * markup (the same problem-details schema for each error status) and of its hydration work; they are
 * hidden until chosen and cannot be shown without JavaScript anyway (bench/README.md). They do not
 * remount after hydration (StableTabs).
 */
import React, {type ReactNode} from 'react';
import ApiTabs from '@theme-original/ApiTabs';
import type {OpenApiThemeProps} from '@site/src/types/openapiTheme';
import StableTabs from '@site/src/components/StableTabs';

export default function ApiTabsWrapper(props: OpenApiThemeProps): ReactNode {
  return <StableTabs tabs={ApiTabs} lazy {...props} />;
}
