/**
 * Replaces the OpenAPI theme's explorer panel. Its original builds code samples in the browser with
 * postman-code-generators and carries the request form of the send button we do not show: 1.7 MB of
 * JavaScript on every API page. Our samples are generated and coloured at build time (x-codeSamples,
 * see scripts/api/code-samples.ts), so the panel only has to display them.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {API_CODE_SAMPLES_CLASS} from '@site/src/constants';
import CodeBlock from '@site/src/theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import styles from './styles.module.css';

interface CodeSample {
  lang: string;
  label?: string;
  source: string;
  /** The coloured lines (scripts/api/code-samples.ts). */
  html?: string;
}

interface Props {
  item: {'x-codeSamples'?: CodeSample[]; method?: string; path?: string};
}

export default function ApiExplorer({item}: Props): ReactNode {
  const samples = item['x-codeSamples'] ?? [];
  if (samples.length === 0) return null;
  return (
    /* Left out of the search index: the same request in five languages. */
    <section className={clsx(API_CODE_SAMPLES_CLASS, styles.samples)} aria-labelledby="code-samples" data-pagefind-ignore="all">
      <h2 id="code-samples" className={styles.title}>
        Code samples
      </h2>
      {/* lazy: only the chosen language is rendered; the others on demand. */}
      <Tabs groupId="code-sample-language" className={styles.tabs} lazy>
        {samples.map((sample) => (
          <TabItem key={sample.lang} value={sample.lang} label={sample.label ?? sample.lang}>
            <CodeBlock language={sample.lang === 'curl' ? 'bash' : sample.lang} codeHtml={sample.html}>
              {sample.source}
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
