/** Reach (ARCHITECTURE.md, "Reaches into Docusaurus"): Docusaurus's client entry reached in steps, one task each, so that no task of the start-up blocks a tap (bench/README.md; hydration.spec.ts checks the steps). */
import {CLIENT_ENTRY_MARK, CLIENT_ENTRY_STEPS, type ClientEntryStep} from './mark';

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
  // Docusaurus's entry finds everything evaluated and hydrates the page.
  docusaurus: () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
};

async function start(): Promise<void> {
  for (const [index, name] of CLIENT_ENTRY_STEPS.entries()) {
    if (index > 0) await nextTask();
    await STEPS[name]();
    performance.mark(`${CLIENT_ENTRY_MARK}${name}`);
  }
}

void start();
