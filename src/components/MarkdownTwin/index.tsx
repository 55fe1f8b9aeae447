/**
 * "Copy page" and "View as Markdown": the page's Markdown twin (written by src/plugins/llms) on the
 * clipboard or in the browser. Nothing is fetched until the button is pressed; the result is shown
 * beside it and announced by a live region.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {COPY_CONFIRMATION_MS} from '@site/src/constants';
import styles from './styles.module.css';

async function copyTwin(href: string): Promise<void> {
  const text = fetch(href).then(async (response) => {
    if (!response.ok) throw new Error(`${href} answered ${response.status}`);
    return new Blob([await response.text()], {type: 'text/plain'});
  });
  // A ClipboardItem takes the pending text, so Safari still counts the write as part of the click.
  if (typeof ClipboardItem === 'function') await navigator.clipboard.write([new ClipboardItem({'text/plain': text})]);
  else await navigator.clipboard.writeText(await (await text).text());
}

export default function MarkdownTwin({href}: {href: string}): ReactNode {
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!status) return undefined;
    const timer = window.setTimeout(() => setStatus(''), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  const copy = () => {
    setStatus('');
    copyTwin(href).then(
      () => setStatus('Page copied as Markdown'),
      () => setStatus('Could not copy the page; use View as Markdown'),
    );
  };
  return (
    <div className={`markdown-twin ${styles.actions}`}>
      <span role="status">{status}</span>
      <button type="button" className={styles.action} onClick={copy}>
        Copy page
      </button>
      <a className={styles.action} href={href} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
