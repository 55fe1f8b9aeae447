/**
 * The classic theme ships no search box: its SearchBar is a no-op for a search theme to provide
 * (Docusaurus 3.10, theme-classic/lib/theme/SearchBar.js says so). Ours is src/components/SearchBox.
 */
export {default} from '@site/src/components/SearchBox';
