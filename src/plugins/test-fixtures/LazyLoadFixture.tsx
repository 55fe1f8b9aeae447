import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';
import Loadable from 'react-loadable';

/** Loaded as Docusaurus loads route components: react-loadable with the theme's Loading fallback. */
const LazyPanel = Loadable({
  loader: () => import(/* webpackChunkName: "lazy-panel-fixture" */ './LazyPanel'),
  loading: Loading,
});

export default function LazyLoadFixture(): ReactNode {
  return (
    <Layout title="Lazy-load fixture" noFooter>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Lazy-load fixture</h1>
        <p>This page exists only in test builds. Its panel comes from a separate chunk.</p>
        <LazyPanel />
      </main>
    </Layout>
  );
}
