/** Reach (ARCHITECTURE.md, "Reaches into Docusaurus"): wraps DocItem/Content, rendered by every doc page: the Markdown twin controls and link, and the search body, section and keywords Pagefind reads (no option adds either). */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MarkdownTwin from '@site/src/components/MarkdownTwin';
import {markdownTwinPath} from '@site/src/utils/markdownTwin';
import {searchBodyAttributes, searchKeywords} from '@site/src/search/body';
import {searchSectionOf} from '@site/src/search/section';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const twin = markdownTwinPath(metadata.permalink);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <MarkdownTwin href={twin} />
      <div data-pagefind-body="" {...searchBodyAttributes(searchSectionOf(metadata.permalink), searchKeywords(frontMatter))}>
        <Content {...props} />
      </div>
    </>
  );
}
