/**
 * Client module (loaded before Docusaurus's client entry runs): wraps the `window.docusaurus` object that
 * `@docusaurus/core/lib/client/clientEntry.js` (3.10) assigns and `Link` reads at each call, with
 * src/utils/routePrefetch.ts. If Docusaurus stops assigning it, nothing is wrapped and prefetching is
 * Docusaurus's own: tests/e2e/search-as-you-type.spec.ts fails on the held prefetches.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {politeDocusaurus, type ConnectionInfo, type DocusaurusGlobal} from '../../utils/routePrefetch';

declare global {
  interface Navigator {
    connection?: ConnectionInfo;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  let wrapped: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => wrapped,
    set: (docusaurus: DocusaurusGlobal) => {
      wrapped = politeDocusaurus(docusaurus, () => navigator.connection);
    },
  });
}
