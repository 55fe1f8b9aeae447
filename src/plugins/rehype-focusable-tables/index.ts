import type {Element, Root} from 'hast';

/**
 * Wide settings tables scroll sideways (the theme gives them overflow: auto). A scrollable region must
 * be reachable from the keyboard (WCAG 2.1.1, axe "scrollable-region-focusable"), so every table in
 * the docs gets tabindex="0" at build time: no JavaScript, no change to the Markdown.
 */
export default function rehypeFocusableTables() {
  return (tree: Root): void => {
    const visit = (node: Root | Element): void => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'table') child.properties = {...child.properties, tabIndex: 0};
        visit(child);
      }
    };
    visit(tree);
  };
}
