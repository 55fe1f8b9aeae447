/**
 * The browser bundle's entry: Docusaurus's own client entry, reached in steps, each in its own task.
 *
 * Docusaurus's entry imports the whole app at once, so the browser evaluates React DOM, the theme and
 * the route table, matches the route and asks for its scripts in one task of 100–200 ms on this
 * machine (four times that on a throttled phone), during which a tap waits. Here each large part is
 * evaluated on its own and the page yields in between (`scheduler.yield()`, or a timeout where the
 * browser lacks it); the last step runs Docusaurus's entry, which finds everything evaluated and
 * hydrates as before. The route's scripts are asked for first, so that they download meanwhile.
 * bench/README.md has the figures.
 *
 * The bundler orders the stylesheet by these imports: Infima and custom.css (the client modules) must
 * come before the theme's modules (the layout), as in Docusaurus's entry; the build's stylesheet is the
 * same with and without this entry. Each step sets a performance mark (./mark.ts, `nubis:client-entry:`
 * and the step's name): tests/e2e/hydration.spec.ts checks that they run in order, each in its own task.
 */
import {CLIENT_ENTRY_MARK, CLIENT_ENTRY_STEPS, type ClientEntryStep} from './mark';
import {prefetchInIdleTasks} from './prefetchInIdleTasks';

declare const scheduler: {yield?: () => Promise<void>} | undefined;

function nextTask(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const STEPS: Record<ClientEntryStep, () => Promise<unknown>> = {
  routes: () => import(/* webpackMode: "eager" */ '@generated/routes'),
  'route-scripts': async () => {
    // The page's route scripts download while the next steps run; Docusaurus's entry waits for them.
    const {default: preload} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload');
    void preload(window.location.pathname);
  },
  'react-dom': () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  // Infima, custom.css and the theme's client modules.
  'client-modules': () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  layout: () => import(/* webpackMode: "eager" */ '@theme/Layout'),
  docusaurus: async () => {
    // Docusaurus's entry sets window.docusaurus and starts hydrating; links call its prefetch later.
    await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry');
    window.docusaurus = prefetchInIdleTasks(window.docusaurus);
  },
};

async function start(): Promise<void> {
  for (const [index, name] of CLIENT_ENTRY_STEPS.entries()) {
    if (index > 0) await nextTask();
    await STEPS[name]();
    performance.mark(`${CLIENT_ENTRY_MARK}${name}`);
  }
}

void start();
