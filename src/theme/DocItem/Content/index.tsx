/**
 * Wraps DocItem/Content (Docusaurus 3.10.2), the one component both doc layouts render inside their
 * DocProvider: the classic DocItem of the manuals and ApiItem of docusaurus-theme-openapi-docs 5.2.0.
 * - Markdown twin: "Copy page" and "View as Markdown" above the title, and a
 *   `<link rel="alternate" type="text/markdown">` to the twin in the head. No option adds content beside
 *   a doc's title, and a plugin's injectHtmlTags is the same on every page, so it cannot name each
 *   page's own twin.
 * - Search: marks what Pagefind indexes (scripts/search-index.ts), the content with its title and
 *   nothing around it, and gives the page its search section as a filter and as metadata. The theme's
 *   component has no prop for attributes.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MarkdownTwin from '@site/src/components/MarkdownTwin';
import {SEARCH_SECTION_FIELD} from '@site/src/constants';
import {markdownTwinPath} from '@site/src/utils/markdownTwin';
import {searchSectionOf} from '@site/src/utils/searchSection';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {permalink} = useDoc().metadata;
  const twin = markdownTwinPath(permalink);
  const section = searchSectionOf(permalink);
  const sectionAttributes = section
    ? {'data-pagefind-filter': `${SEARCH_SECTION_FIELD}:${section}`, 'data-pagefind-meta': `${SEARCH_SECTION_FIELD}:${section}`}
    : {};
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <MarkdownTwin href={twin} />
      <div data-pagefind-body="" {...sectionAttributes}>
        <Content {...props} />
      </div>
    </>
  );
}
