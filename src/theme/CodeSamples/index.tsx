/**
 * Replaces the OpenAPI theme's CodeSamples (docusaurus-theme-openapi-docs 5.2), the code block of its
 * request and response examples, which takes no prop for coloured code: it renders the same container
 * and code block with the JSON examples coloured as the build colours code (./jsonExampleHtml), while
 * the page renders, so the HTML is the same on the server and in the browser. The examples stay out of
 * the search index: the field names and descriptions beside them are indexed, the values are noise.
 */
import React, {type ReactNode} from 'react';
import CodeBlock from '@site/src/theme/CodeBlock';
import {jsonExampleHtml} from './jsonExampleHtml';

interface Props {
  example: string;
  language?: string;
}

export default function CodeSamples({example, language}: Props): ReactNode {
  const lang = language ?? 'json';
  return (
    <div className="openapi-code__code-samples-container" data-pagefind-ignore="all">
      <CodeBlock language={lang} codeHtml={lang === 'json' ? jsonExampleHtml(example) : undefined}>
        {example}
      </CodeBlock>
    </div>
  );
}
