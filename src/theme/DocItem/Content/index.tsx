/**
 * Wraps DocItem/Content (Docusaurus 3.10.2) to give every doc page "Copy page" and "View as Markdown"
 * above its title, and a `<link rel="alternate" type="text/markdown">` to its Markdown twin in its head.
 * It is the one component both doc layouts render inside their DocProvider: the classic DocItem of the
 * manuals and ApiItem of docusaurus-theme-openapi-docs 5.2.0 (the API reference instances). No option
 * adds content beside a doc's title, and a plugin's injectHtmlTags is the same on every page, so it
 * cannot name each page's own twin.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MarkdownTwin from '@site/src/components/MarkdownTwin';
import {markdownTwinPath} from '@site/src/utils/markdownTwin';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const twin = markdownTwinPath(useDoc().metadata.permalink);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <MarkdownTwin href={twin} />
      <Content {...props} />
    </>
  );
}
