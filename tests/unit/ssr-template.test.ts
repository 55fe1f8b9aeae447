/** The page template: the default one, but the scripts load in order once the page has painted. */
import vm from 'node:vm';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {describe, expect, it} from 'vitest';
import {SCRIPTS_ATTRIBUTE, SSR_TEMPLATE} from '../../src/ssrTemplate';

const SCRIPTS = ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/js/4c5e977b.3.js'];

const PARAMS = {
  htmlAttributes: 'lang="en"',
  bodyAttributes: '',
  version: '3.10.2',
  metaAttributes: ['<meta name="viewport" content="width=device-width">'],
  headTags: '<title>Page</title>',
  stylesheets: ['assets/css/styles.css'],
  scripts: SCRIPTS,
  baseUrl: '/docs/',
  preBodyTags: '',
  appHtml: '<main>Text</main>',
  postBodyTags: '',
};

async function render(): Promise<string> {
  const compiled = await compileSSGTemplate(SSR_TEMPLATE);
  return compiled(PARAMS as never);
}

interface FakeScript {
  src: string;
  async: boolean;
  onerror?: () => void;
  remove?: () => void;
}

/** Runs the page's inline loader against a minimal document and reports what it did and when. */
/** A browser's PerformanceObserver with paint timing: the loader waits for its first-contentful-paint entry. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static instances: FakePaintObserver[] = [];
  observed?: {type: string; buffered: boolean};
  disconnected = false;
  constructor(readonly callback: (list: {getEntriesByName: (name: string) => unknown[]}) => void) {
    FakePaintObserver.instances.push(this);
  }
  observe(options: {type: string; buffered: boolean}): void {
    this.observed = options;
  }
  disconnect(): void {
    this.disconnected = true;
  }
  report(...names: string[]): void {
    this.callback({getEntriesByName: (name) => names.filter((entry) => entry === name)});
  }
}

function runLoader(
  html: string,
  visibilityState: 'visible' | 'hidden',
  paintTiming = false,
): {appended: FakeScript[]; removed: string[]; pendingFrames: (() => void)[]; pendingTimeouts: (() => void)[]} {
  const match = new RegExp(`<script ${SCRIPTS_ATTRIBUTE}="([^"]*)">(\\(function\\(d,w,u\\)[\\s\\S]*?)</script>`).exec(html);
  if (!match) throw new Error('no loader script in the page');
  const [, scripts = '', loader = ''] = match;
  const appended: FakeScript[] = [];
  const removed: string[] = [];
  const pendingFrames: (() => void)[] = [];
  const pendingTimeouts: (() => void)[] = [];
  const document = {
    visibilityState,
    currentScript: {getAttribute: (name: string) => (name === SCRIPTS_ATTRIBUTE ? scripts : null)},
    createElement: (): FakeScript => {
      const element: FakeScript = {src: '', async: true};
      element.remove = () => removed.push(element.src);
      return element;
    },
    body: {appendChild: (element: FakeScript) => appended.push(element)},
  };
  const window = {
    requestAnimationFrame: (callback: () => void) => pendingFrames.push(callback),
    setTimeout: (callback: () => void) => pendingTimeouts.push(callback),
    ...(paintTiming ? {PerformanceObserver: FakePaintObserver} : {}),
  };
  vm.runInNewContext(loader, {document, window});
  return {appended, removed, pendingFrames, pendingTimeouts};
}

describe('the page template', () => {
  it('links the stylesheets in the head and asks for no script there', async () => {
    const html = await render();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/docs/assets/css/styles.css" />');
    expect(head).not.toMatch(/<script/);
    expect(html).toContain('<div id="__docusaurus"><main>Text</main></div>');
  });

  it('loads the scripts, in order and without async, after the next frame is painted', async () => {
    const {appended, pendingFrames, pendingTimeouts} = runLoader(await render(), 'visible');
    expect(appended).toEqual([]);
    expect(pendingFrames).toHaveLength(1);
    pendingFrames.forEach((frame) => frame());
    expect(appended).toEqual([]);
    expect(pendingTimeouts).toHaveLength(1);
    pendingTimeouts.forEach((timeout) => timeout());
    expect(appended.map(({src, async}) => ({src, async}))).toEqual(SCRIPTS.map((script) => ({src: `/docs/${script}`, async: false})));
  });

  it('removes a script that fails to load, so that the runtime asks for its chunk again', async () => {
    const {appended, removed} = runLoader(await render(), 'hidden');
    appended[2]?.onerror?.();
    expect(removed).toEqual([`/docs/${SCRIPTS[2]}`]);
  });

  it('has the same text on every page, so that one hash of the security policy allows it', async () => {
    const compiled = await compileSSGTemplate(SSR_TEMPLATE);
    const loaderOf = (scripts: string[]) =>
      new RegExp(`<script ${SCRIPTS_ATTRIBUTE}="[^"]*">([\\s\\S]*?)</script>`).exec(compiled({...PARAMS, scripts} as never))?.[1];
    expect(loaderOf(SCRIPTS)).toBeDefined();
    expect(loaderOf(SCRIPTS)).toBe(loaderOf(SCRIPTS.slice(0, 2)));
  });

  it('waits for the first contentful paint where the browser reports it, and loads the scripts once', async () => {
    FakePaintObserver.instances = [];
    const {appended, pendingFrames, pendingTimeouts} = runLoader(await render(), 'visible', true);
    const [observer] = FakePaintObserver.instances;
    expect(observer?.observed).toEqual({type: 'paint', buffered: true});
    expect(pendingFrames).toEqual([]);
    observer?.report('first-paint');
    expect(appended).toEqual([]);
    observer?.report('first-paint', 'first-contentful-paint');
    expect(observer?.disconnected).toBe(true);
    expect(appended.map(({src}) => src)).toEqual(SCRIPTS.map((script) => `/docs/${script}`));
    // The fallback timeout, for a paint never reported, finds them loaded.
    pendingTimeouts.forEach((timeout) => timeout());
    expect(appended).toHaveLength(SCRIPTS.length);
  });

  it('loads them after 3 s where the paint is never reported', async () => {
    FakePaintObserver.instances = [];
    const {appended, pendingTimeouts} = runLoader(await render(), 'visible', true);
    expect(appended).toEqual([]);
    expect(pendingTimeouts).toHaveLength(1);
    pendingTimeouts.forEach((timeout) => timeout());
    expect(appended).toHaveLength(SCRIPTS.length);
  });

  it('loads them at once in a page that is not visible, which paints no frame', async () => {
    const {appended, pendingFrames} = runLoader(await render(), 'hidden');
    expect(pendingFrames).toEqual([]);
    expect(appended.map(({src}) => src)).toEqual(SCRIPTS.map((script) => `/docs/${script}`));
  });
});
