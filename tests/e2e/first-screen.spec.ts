/**
 * The first screen paints in its final form before the stylesheet arrives (src/plugins/critical-css):
 * with the stylesheet never answering, every element on a phone's or a desktop's first screen, in light
 * and dark mode, has the same box and look as with it. Scripts are blocked in both loads, so that both
 * show the HTML as served, after Docusaurus's inline colour-mode script.
 */
import {expect, test, type Page} from '@playwright/test';
import {PHONE_VIEWPORT} from '../../scripts/chromium';
import {PAGE_TYPES, presetColorMode} from './support/site';

const VIEWPORTS = {phone: PHONE_VIEWPORT, desktop: {width: 1280, height: 800}} as const;

/** What a reader sees of an element and its ::before and ::after. */
const PROPERTIES = [
  'display',
  'visibility',
  'opacity',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'text-decoration-line',
  'border-top-width',
  'border-bottom-color',
  'border-radius',
  'box-shadow',
] as const;

/** Each element on the first screen: its path, its box, and the properties of it and its pseudo-elements. */
function firstScreen(page: Page): Promise<Record<string, string>> {
  return page.evaluate((properties) => {
    const shown: Record<string, string> = {};
    const pathOf = (element: Element): string => {
      const steps: string[] = [];
      for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
        const index = node.parentElement ? [...node.parentElement.children].indexOf(node) : 0;
        steps.unshift(`${node.localName}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}:${index}`);
      }
      return steps.join(' > ');
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight || box.width === 0 || box.height === 0) continue;
      const looks = [null, '::before', '::after'].map((pseudo) => {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && style.content === 'none') return '';
        return properties.map((property) => style.getPropertyValue(property)).join('|');
      });
      // The box as far as it is on screen: what lies below the first screen may move.
      const onScreen = [box.x, box.y, box.width, Math.min(box.bottom, window.innerHeight) - box.y];
      shown[pathOf(element)] = `${onScreen.map(Math.round).join(',')} ${looks.join(' / ')}`;
    }
    return shown;
  }, PROPERTIES);
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`first screen, ${viewportName}, ${mode} mode`, () => {
      test.use({viewport});

      for (const [type, path] of Object.entries(PAGE_TYPES)) {
        test(`${type}: the same before the stylesheet arrives as after`, async ({page}) => {
          await presetColorMode(page, mode);
          await page.route(/\.js$/, (route) => route.abort());
          // Docusaurus's home page shows a "did not load properly" banner when its scripts have not defined this.
          await page.addInitScript(() => Object.assign(window, {docusaurus: {}}));
          await page.goto(path);
          const styled = await firstScreen(page);
          expect(Object.keys(styled).length).toBeGreaterThan(10);

          const stylesheets: string[] = [];
          page.on('requestfinished', (request) => {
            if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
          });
          await page.route(/\.css$/, (route) => route.abort());
          await page.reload();
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
          expect(stylesheets).toEqual([]);
          expect(await firstScreen(page)).toEqual(styled);
        });
      }
    });
  }
}
