import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Pages that exist only in test builds (NUBIS_TEST_FIXTURES=true) so the end-to-end tests can
 * observe behaviours a healthy site never shows: the crash fallback and a lazy-load error.
 */
export default function testFixturesPlugin(context: LoadContext): Plugin {
  return {
    name: 'nubis-test-fixtures',
    contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}__fixtures/crash`,
        component: '@site/src/plugins/test-fixtures/CrashFixture.tsx',
        exact: true,
      });
      actions.addRoute({
        path: `${context.baseUrl}__fixtures/lazy-load`,
        component: '@site/src/plugins/test-fixtures/LazyLoadFixture.tsx',
        exact: true,
      });
    },
  };
}
