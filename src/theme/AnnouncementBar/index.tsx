/**
 * Reaches into `@docusaurus/theme-common/internal` (written against Docusaurus 3.10.2): whether the bar
 * is open lives in the theme's provider, and `useAnnouncementBar` is its only reader; no public hook
 * exposes it.
 *
 * Wraps the stock announcement bar to fix one case configuration cannot reach: the theme's inline
 * script hides the bar before hydration whenever *a* bar was dismissed, even one with another id.
 * The React state then re-opens the bar for the new id, but the html attribute kept it hidden
 * (tests/e2e/state.spec.ts: a reader who closed an older announcement sees the new one).
 */
import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
