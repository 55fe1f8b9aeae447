/**
 * src/prism stands in for prism-react-renderer in the bundles: it must tokenize and split lines exactly
 * as the package does, and know every language the pages and the code samples use.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {normalizeTokens as packageNormalizeTokens, Prism as PackagePrism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {normalizeTokens, Prism} from '../../src/prism';
import {BUILT_IN_LANGUAGES} from '../../src/prism/prism';
import config from '../../docusaurus.config';

type Tokens = Parameters<typeof packageNormalizeTokens>[0];

const SAMPLES: Record<string, string> = {
  json: '{\n  "email": "ada@example.com",\n  "credits": [1, 2.5, null],\n  "active": true\n}\n',
  javascript: 'const response = await fetch(`${base}/users`, {method: "POST"}); // create\n\nexport default response;',
  python: 'import requests\n\n\ndef create(user):\n    """Create a user."""\n    return requests.post(URL, json=user)\n',
  yaml: 'openapi: 3.0.3\ninfo:\n  title: Nubis admin API\n  version: "1"\n',
  go: 'package main\n\nfunc main() {\n\tfmt.Println("hi")\n}\n',
  markup: '<section class="x">\n  <p>Text &amp; more</p>\n</section>',
  typescript: 'interface User {\n  email: string;\n}\nconst users: User[] = [];',
};

/** The code fences the manuals use, beyond plain text. */
function docsLanguages(): string[] {
  const languages = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) for (const match of readFileSync(file, 'utf8').matchAll(/^\s*```(\w+)/gm)) languages.add(match[1] ?? '');
    }
  };
  walk('docs');
  languages.delete('text');
  return [...languages].sort();
}

describe('the slim Prism', () => {
  it('splits tokens into lines exactly as prism-react-renderer does', () => {
    for (const [language, code] of Object.entries(SAMPLES)) {
      const grammar = Prism.languages[language];
      expect(grammar, language).toBeDefined();
      const tokens = Prism.tokenize(code, grammar) as Tokens;
      expect(normalizeTokens(tokens as never), language).toEqual(packageNormalizeTokens(tokens));
      // The same tokens as the package's own copy of Prism.
      const packageTokens = PackagePrism.tokenize(code, PackagePrism.languages[language] as never);
      expect(JSON.parse(JSON.stringify(tokens)), language).toEqual(JSON.parse(JSON.stringify(packageTokens)));
    }
  });

  it('keeps empty lines as lines', () => {
    expect(normalizeTokens(['a\n\nb'])).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'b'}],
    ]);
  });

  it('knows every language of the manuals with the languages the theme adds from the configuration', () => {
    const additional = (config.themeConfig as {prism: {additionalLanguages: string[]}}).prism.additionalLanguages;
    const known = new Set<string>([...BUILT_IN_LANGUAGES, ...additional, ...Object.keys(Prism.languages)]);
    // Aliases that the added language files define (e.g. prism-bash defines shell, prism-docker dockerfile).
    const aliases: Record<string, string> = {md: 'markdown', html: 'markup', xml: 'markup', js: 'javascript', ts: 'typescript', dockerfile: 'docker', shell: 'bash'};
    for (const language of docsLanguages()) expect(known.has(language) || known.has(aliases[language] ?? ''), language).toBe(true);
  });
});
