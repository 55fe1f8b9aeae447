import React, {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

/** Throws during render, with a chain of causes, as a real bug deep in a page would. */
function Exploding(): ReactNode {
  throw new Error('Could not render the price plan table', {
    cause: new Error('Price plan "standard-eur" has no currency', {cause: new Error('currency is undefined')}),
  });
}

/** Inside the layout's error boundary, so that "Try again" remounts it with a fresh state. */
function CrashDemo(): ReactNode {
  const [crashed, setCrashed] = useState(false);
  return (
    <main className="container margin-vert--lg">
      <h1>Crash fixture</h1>
      <p>This page exists only in test builds. The button makes it throw while rendering.</p>
      <button type="button" className="button button--primary" onClick={() => setCrashed(true)}>
        Crash this page
      </button>
      {crashed && <Exploding />}
    </main>
  );
}

export default function CrashFixture(): ReactNode {
  return (
    <Layout title="Crash fixture" noFooter>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <CrashDemo />
    </Layout>
  );
}
