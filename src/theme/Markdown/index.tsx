/**
 * The API reference's Markdown (descriptions of operations, parameters and schema fields), rendered
 * with marked instead of the theme's react-markdown + remark + rehype pipeline: the same CommonMark and
 * GFM output (tables included) for a fraction of the browser bundle (bench/README.md has the figures).
 *
 * When React hydrates a server-rendered page, the HTML of every description is already in the page:
 * the component keeps it (an empty innerHTML prop is not applied while hydrating, nor on later renders
 * while it stays empty) instead of parsing a hundred descriptions again. Descriptions mounted later (a
 * tab opened, another page reached in the browser) are rendered with marked, which loads on that first
 * need (./loadRenderer.ts): until it has, a new description's element stays empty, and one whose text
 * changed keeps its previous HTML. No Suspense boundary:
 * React's server renderer writes a large boundary out of place for an inline script to move, and the
 * CSP forbids inline scripts.
 *
 * The descriptions come from this repository's OpenAPI files, checked by Redocly and by the spec sync
 * script: they are trusted like the manuals' Markdown. The Content-Security-Policy forbids inline
 * scripts whatever they contain.
 */
import {useEffect, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {loadedRenderer, loadRenderer, type RenderMarkdown} from './loadRenderer';
import styles from './styles.module.css';

interface Props {
  children?: ReactNode;
}

export default function Markdown({children}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Set once, in the render that hydrates this component: the text whose HTML the server rendered.
  const [hydratedText] = useState(() => (ExecutionEnvironment.canUseDOM && !isBrowser ? children : undefined));
  const [render, setRender] = useState<RenderMarkdown | undefined>(loadedRenderer);
  const text = typeof children === 'string' && children.trim() !== '' ? children : undefined;
  const needsRender = text !== undefined && text !== hydratedText;
  useEffect(() => {
    if (!needsRender || render) return undefined;
    let mounted = true;
    loadRenderer().then(
      (loaded) => {
        if (mounted) setRender(() => loaded);
      },
      // The chunk did not load (offline): the description stays empty, and the next one retries.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [needsRender, render]);
  if (text === undefined) return null;
  const html = needsRender && render ? render(text) : '';
  return <div className={styles.markdown} dangerouslySetInnerHTML={{__html: html}} suppressHydrationWarning />;
}
