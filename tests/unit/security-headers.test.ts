import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  contentSecurityPolicy,
  inlineScripts,
  loadsTagManager,
  policyForBuild,
  securityHeadersConf,
  TAG_MANAGER_SOURCES,
} from '../../scripts/security-headers';

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('inline scripts', () => {
  it('keeps only scripts a browser executes, with their exact text', () => {
    const html = [
      '<script>a()</script>',
      '<script src=/docs/assets/js/main.js defer></script>',
      '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>',
      '<script type="module">b()</script>',
      "<SCRIPT TYPE='text/javascript'>\n c() </SCRIPT>",
      '<script type="text/template"><p>no</p></script>',
      '<script async src="x.js"></script>',
      '<script></script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['a()', 'b()', '\n c() ']);
  });

  it('tells when the pages load Google Tag Manager', () => {
    expect(
      loadsTagManager([
        '(function(w,d,s,l,i){j.src="https://www.googletagmanager.com/gtm.js?id="+i})(window,document,"script","dataLayer","GTM-ABC1234")',
      ]),
    ).toBe(true);
    expect(loadsTagManager(['document.documentElement.setAttribute("data-theme","light")'])).toBe(false);
  });
});

// The policy without analytics is checked as nginx serves it, in tests/e2e/headers.spec.ts.
describe('the policy', () => {
  const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];

  it('with analytics, adds exactly the tag manager and analytics hosts, each only where it is needed', () => {
    const withAnalytics = directives(contentSecurityPolicy({scriptHashes: hashes, tagManager: true}));
    const without = directives(contentSecurityPolicy({scriptHashes: hashes, tagManager: false}));
    const added: Record<string, string[]> = {};
    for (const [name, sources] of withAnalytics) {
      const extra = sources.filter((source) => !(without.get(name) ?? []).includes(source));
      if (extra.length > 0) added[name] = extra;
    }
    expect(added).toEqual(TAG_MANAGER_SOURCES);
  });
});

describe('the nginx include', () => {
  // tests/e2e/headers.spec.ts checks every header on the responses nginx sends with it.
  it('refuses a value nginx would misread', () => {
    expect(() => securityHeadersConf('default-src "self"')).toThrow(/quotes/);
  });
});

describe('the policy of a build', () => {
  // The served policy of the real build: tests/e2e/headers.spec.ts; its hashes, in Chromium: tests/e2e/pages.spec.ts.
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'nubis-csp-'));
  writeFileSync(path.join(buildDir, 'index.html'), '<html><head><script>var a=1</script></head></html>');
  afterAll(() => rmSync(buildDir, {recursive: true, force: true}));

  it('refuses an analytics id the build does not load', () => {
    expect(() => policyForBuild(buildDir, {NUBIS_GTM_CONTAINER_ID: 'GTM-NOTBUILT1'})).toThrow(/does not load that container/);
  });
});
