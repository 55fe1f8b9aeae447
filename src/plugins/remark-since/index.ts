/**
 * The since marks of the manual pages: the text directive `:since[25.6.0]` becomes the same badge the
 * API pages show (src/utils/since.ts), static HTML styled by src/css/custom.css. A mark that names no
 * release, or sits in a heading (its words would enter the heading's anchor), or is written as a block
 * directive, stops the build with the page, the line and what to write instead.
 */
import type {Nodes, Root} from 'mdast';
import type {TextDirective} from 'mdast-util-directive';
import {toString} from 'mdast-util-to-string';
import {isRelease, SINCE_BADGE_CLASS, SINCE_DIRECTIVE, sinceLabel} from '../../utils/since';

interface File {
  path?: string;
}

function located(file: File, node: Nodes, message: string): Error {
  return new Error(`${file.path ?? 'A page'}:${node.position?.start.line ?? 0}: ${message}`);
}

function badge(node: TextDirective, file: File): void {
  const release = toString(node);
  if (!isRelease(release) || Object.keys(node.attributes ?? {}).length > 0)
    throw located(file, node, `write a since mark as :${SINCE_DIRECTIVE}[25.6.0], with the release only; found "${release}".`);
  node.children = [{type: 'text', value: sinceLabel(release)}];
  node.data = {hName: 'span', hProperties: {className: [SINCE_BADGE_CLASS]}};
}

export default function remarkSince() {
  return (tree: Root, file: File): void => {
    const walk = (node: Nodes, inHeading: boolean): void => {
      if ((node.type === 'containerDirective' || node.type === 'leafDirective') && node.name === SINCE_DIRECTIVE)
        throw located(file, node, `a since mark is the text directive :${SINCE_DIRECTIVE}[25.6.0] inside a paragraph, not a block.`);
      if (node.type === 'textDirective' && node.name === SINCE_DIRECTIVE) {
        if (inHeading)
          throw located(file, node, "a since mark in a heading changes the heading's anchor: start the section's first paragraph with it.");
        badge(node, file);
        return;
      }
      if ('children' in node) for (const child of node.children) walk(child, inHeading || node.type === 'heading');
    };
    walk(tree, false);
  };
}
