import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  contentSecurityPolicy,
  inlineScripts,
  loadsTagManager,
  policyForBuild,
  scriptHash,
  securityHeadersConf,
  STATIC_SECURITY_HEADERS,
  TAG_MANAGER_SOURCES,
} from '../../scripts/csp';

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

  it('hashes a script as CSP does (SHA-256 of its UTF-8 text, base64)', () => {
    // The example of the CSP Level 3 specification.
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
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

describe('the policy', () => {
  const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];

  it('allows scripts from the site and the given hashes only, and forbids framing, plugins and base changes', () => {
    const policy = directives(contentSecurityPolicy({scriptHashes: hashes, tagManager: false}));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // WebAssembly compilation for the search (Pagefind); no JavaScript eval.
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", ...hashes]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.has('frame-src')).toBe(false);
  });

  it('names no other host without analytics', () => {
    expect(contentSecurityPolicy({scriptHashes: hashes, tagManager: false})).not.toMatch(/https?:|\*/);
  });

  it('with analytics, adds exactly the tag manager and analytics hosts, each only where it is needed', () => {
    const withAnalytics = directives(contentSecurityPolicy({scriptHashes: hashes, tagManager: true}));
    const without = directives(contentSecurityPolicy({scriptHashes: hashes, tagManager: false}));
    const added: Record<string, string[]> = {};
    for (const [name, sources] of withAnalytics) {
      const extra = sources.filter((source) => !(without.get(name) ?? []).includes(source));
      if (extra.length > 0) added[name] = extra;
    }
    expect(added).toEqual(TAG_MANAGER_SOURCES);
    expect(TAG_MANAGER_SOURCES).toEqual({
      'script-src': ['https://www.googletagmanager.com'],
      'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
      'connect-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
      'frame-src': ['https://www.googletagmanager.com'],
    });
  });

  it('never allows inline scripts or eval', () => {
    for (const tagManager of [false, true]) {
      const scriptSources = directives(contentSecurityPolicy({scriptHashes: hashes, tagManager})).get('script-src') ?? [];
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
    }
  });
});

describe('the nginx include', () => {
  it('adds every header on every response, redirects and errors included', () => {
    const conf = securityHeadersConf("default-src 'self'");
    const lines = conf.split('\n').filter((line) => line.startsWith('add_header'));
    expect(lines).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
    expect(lines).toHaveLength(1 + Object.keys(STATIC_SECURITY_HEADERS).length);
    for (const line of lines) expect(line).toMatch(/^add_header [A-Za-z-]+ "[^"\\]*" always;$/);
  });

  it('refuses a value nginx would misread', () => {
    expect(() => securityHeadersConf('default-src "self"')).toThrow(/quotes/);
  });
});

describe('the policy of a build', () => {
  // A two-page build of its own: the unit tests run before the site is built (the page pass of
  // tests/e2e/pages.spec.ts checks the real build's policy in Chromium).
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'nubis-csp-'));
  mkdirSync(path.join(buildDir, 'guide'));
  writeFileSync(
    path.join(buildDir, 'index.html'),
    '<html><head><script>var a=1</script></head><body><script src="/main.js"></script></body></html>',
  );
  writeFileSync(path.join(buildDir, 'guide', 'index.html'), '<html><head><script>var a=1</script><script>var b=2</script></head></html>');
  afterAll(() => rmSync(buildDir, {recursive: true, force: true}));

  it('has every distinct inline script of every page, once, by its hash', () => {
    const {policy, hashes} = policyForBuild(buildDir, {});
    expect(hashes).toEqual([scriptHash('var a=1'), scriptHash('var b=2')].sort());
    for (const hash of hashes) expect(policy).toContain(hash);
  });

  it('refuses an analytics id the build does not load', () => {
    expect(() => policyForBuild(buildDir, {NUBIS_GTM_CONTAINER_ID: 'GTM-NOTBUILT1'})).toThrow(/does not load that container/);
  });
});
