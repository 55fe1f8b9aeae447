/** The content-type tabs of a request or response body do not remount after hydration (StableTabs). */
import React, {type ReactNode} from 'react';
import MimeTabs from '@theme-original/MimeTabs';
import type {OpenApiThemeProps} from '@site/src/types/openapiTheme';
import StableTabs from '@site/src/components/StableTabs';

export default function MimeTabsWrapper(props: OpenApiThemeProps): ReactNode {
  return <StableTabs tabs={MimeTabs} {...props} />;
}
