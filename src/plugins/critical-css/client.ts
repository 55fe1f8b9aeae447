/**
 * Turns on the whole stylesheet, which each page's HTML holds back with `media=print` while its own
 * rules, inlined, paint it (index.ts): once the page has hydrated and the browser is idle, so that the
 * restyle it causes delays neither the first paint nor hydration, and at the latest before another page
 * renders, whose rules this page's may lack.
 */
import type {ClientModule} from '@docusaurus/types';
import {FULL_STYLESHEET_ATTRIBUTE} from '../../constants';

function applyFullStylesheet(): void {
  const link = document.querySelector<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTRIBUTE}]`);
  if (link && link.media !== 'all') link.media = 'all';
}

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) applyFullStylesheet();
  },
  onRouteDidUpdate({previousLocation}) {
    // The first call follows hydration. Safari has no requestIdleCallback.
    if (!previousLocation) (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1)))(() => applyFullStylesheet());
  },
};

export default clientModule;
