/**
 * The cards of a category or API tag page link to pages that are indexed themselves: in the search
 * index they would only repeat those pages' summaries, front matter Markdown included, and outrank
 * them. The cards stay out of it, as the sidebar does. Written against Docusaurus 3.10; DocCardList
 * takes no attributes.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';

export default function DocCardListWrapper(props: ComponentProps<typeof DocCardList>): ReactNode {
  return (
    <div data-pagefind-ignore="all">
      <DocCardList {...props} />
    </div>
  );
}
