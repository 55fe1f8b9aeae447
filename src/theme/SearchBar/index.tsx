/** Reach (ARCHITECTURE.md, "Reaches into Docusaurus"): the classic theme's SearchBar is left to a search theme: ours is src/components/SearchBox. */
export {default} from '@site/src/components/SearchBox';
