/** Wraps DocItem/Content, rendered by every doc page: the Markdown twin controls and link, and the search body and section Pagefind reads (no option adds either). */
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
