/** The content-type tabs of a request or response body do not remount after hydration (StableTabs). */
import React, {type ReactNode} from 'react';
import MimeTabs from '@theme-original/MimeTabs';
import type MimeTabsType from '@theme/MimeTabs';
import type {WrapperProps} from '@docusaurus/types';
import StableTabs from '@site/src/components/StableTabs';

type Props = WrapperProps<typeof MimeTabsType>;

export default function MimeTabsWrapper(props: Props): ReactNode {
  return <StableTabs tabs={MimeTabs} {...props} />;
}
