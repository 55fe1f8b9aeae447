/**
 * Reaches into `@docusaurus/theme-common/internal` (written against Docusaurus 3.10.2): whether the
 * mobile menu is shown is only available from `useNavbarMobileSidebar`, which the theme keeps internal.
 *
 * On a phone, the theme builds the closed mobile menu right after hydration: every navbar item in its
 * mobile form and the page's whole sidebar, about 120 elements on a manual page, in one uninterrupted
 * task, although most readers never open it. This wrapper builds it the first time it opens and keeps
 * it afterwards, so that it closes with its slide and reopens at once (the first opening slides in too:
 * src/css/custom.css). The server renders no mobile menu either way. tests/e2e/hydration.spec.ts.
 */
import {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarOnceOpened(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
