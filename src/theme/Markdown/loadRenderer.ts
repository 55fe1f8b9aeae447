/**
 * marked, loaded when a description first has to be rendered in the browser. Hydrating a server-rendered
 * API page renders none (./index.tsx keeps the server's HTML), so first visits no longer evaluate marked,
 * whose module builds its regular expressions as it loads (30 ms of main thread, unthrottled, on the
 * create-user page); a chosen tab or a move to another operation loads it. The browser fetches the chunk
 * when idle (`webpackPrefetch`), so that it is usually in the cache by then.
 *
 * The server bundle loads it as it starts, before the first page renders: a description that waited
 * there would be written out of place, for an inline script to move (which the CSP forbids).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export type RenderMarkdown = (text: string) => string;

let loaded: RenderMarkdown | undefined;
let loading: Promise<RenderMarkdown> | undefined;

/** The renderer if it is already loaded; on the server it always is. */
export function loadedRenderer(): RenderMarkdown | undefined {
  if (!loaded && !ExecutionEnvironment.canUseDOM) {
    throw new Error('src/theme/Markdown: marked is not loaded yet on the server; load it before the pages render.');
  }
  return loaded;
}

/** Loads the renderer once; a failed load is retried by the next call. */
export function loadRenderer(): Promise<RenderMarkdown> {
  loading ??= import(/* webpackChunkName: "markdown-renderer", webpackPrefetch: true */ './renderMarkdown').then(
    (module) => (loaded = module.renderMarkdown),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

if (!ExecutionEnvironment.canUseDOM) void loadRenderer();
