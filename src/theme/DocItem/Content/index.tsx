/**
 * Marks what Pagefind indexes (src/plugins/search-index): the content of a doc page, title included,
 * and nothing around it (navbar, sidebar, breadcrumbs, table of contents, footer). It also gives the
 * page its search section, as a filter and as metadata the results show. Written against Docusaurus
 * 3.10; the theme's DocItem/Content (used by manual and API pages alike) has no prop for attributes.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {SEARCH_SECTION_FIELD} from '@site/src/constants';
import {searchSectionOf} from '@site/src/utils/searchSection';

export default function DocItemContentWrapper(props: ComponentProps<typeof Content>): ReactNode {
  const section = searchSectionOf(useDoc().metadata.permalink);
  const sectionAttributes = section
    ? {'data-pagefind-filter': `${SEARCH_SECTION_FIELD}:${section}`, 'data-pagefind-meta': `${SEARCH_SECTION_FIELD}:${section}`}
    : {};
  return (
    <div data-pagefind-body="" {...sectionAttributes}>
      <Content {...props} />
    </div>
  );
}
