/** Internal `useNavbarMobileSidebar` (theme-common 3.10): the mobile menu is built when it first opens, not while hydrating (bench/README.md; see facebook/docusaurus#4753; hydration.spec.ts fails if it breaks). */
import {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarOnceOpened(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
