import {describe, expect, it} from 'vitest';
import {buildLlmsTxt, groupByArea, OTHER_AREA, type TwinPage} from '../../src/plugins/llms/llmsTxt';
import {pageBodyToMarkdown, type PageLinks} from '../../src/plugins/llms/markdown';

const SITE = 'https://docs.example.com/docs/';
const links: PageLinks = {
  link: (target) => (/^https?:/.test(target) ? undefined : new URL(target.replace(/\.md(?=#|$)/, ''), `${SITE}guide/page`).href),
  image: (target) => (target.startsWith('./') ? new URL(target, `${SITE}guide/page`).href : undefined),
};

describe('pageBodyToMarkdown', () => {
  it('drops the front matter and HTML, and reads <kbd> as code', () => {
    const source = ['---', 'title: A page', '---', '', '<div class="x">dropped</div>', '', 'Press <kbd>Ctrl</kbd>+<kbd>D</kbd>.'].join(
      '\n',
    );
    expect(pageBodyToMarkdown(source, links)).toBe('Press `Ctrl`+`D`.\n');
  });

  it('turns admonitions into blockquotes with their label, with or without a title, nested too', () => {
    const source = [
      '::::warning[Back up first]',
      'Deleting a plan moves its clients.',
      '',
      ':::tip',
      'Inner tip.',
      ':::',
      '::::',
      '',
      ':::note',
      'Plain note.',
      ':::',
    ].join('\n');
    expect(pageBodyToMarkdown(source, links)).toBe(
      [
        '> **Warning: Back up first**',
        '>',
        '> Deleting a plan moves its clients.',
        '>',
        '> > **Tip:**',
        '> >',
        '> > Inner tip.',
        '',
        '> **Note:**',
        '>',
        '> Plain note.',
        '',
      ].join('\n'),
    );
  });

  it('leaves code alone and turns a Docusaurus code title into a caption', () => {
    const source = ['Write `:::note` as code.', '', '```yaml title="values.yaml" {2}', 'a: 1', ':::tip', '```'].join('\n');
    expect(pageBodyToMarkdown(source, links)).toBe(
      ['Write `:::note` as code.', '', '_values.yaml_', '', '```yaml', 'a: 1', ':::tip', '```', ''].join('\n'),
    );
  });

  it('makes links and images absolute through the page resolver and keeps external ones', () => {
    const source =
      'See [tax rules](../billing/tax-rules.md#rates "Rates"), [Keycloak](https://www.keycloak.org) and ![Flow](./img/flow.svg).';
    expect(pageBodyToMarkdown(source, links)).toBe(
      `See [tax rules](${SITE}billing/tax-rules#rates "Rates"), [Keycloak](https://www.keycloak.org) and ![Flow](${SITE}guide/img/flow.svg).\n`,
    );
  });

  it('describes an image the build inlined, which has no URL of its own', () => {
    expect(pageBodyToMarkdown('![State diagram: A then B](../img/states.svg)', links)).toBe('_Image: State diagram: A then B_\n');
  });
});

describe('llms.txt', () => {
  const page = (route: string, title: string): TwinPage => ({
    route,
    title,
    description: `About ${title}.`,
    twinUrl: `${SITE}${route || 'index'}.md`,
    markdown: `# ${title}\n`,
  });

  it('groups pages by site area in sidebar order and puts pages of no area last', () => {
    const groups = groupByArea([
      page('changelog/', 'Changelog'),
      page('', 'Home'),
      page('markdown-page', 'Guide'),
      page('operators-manual/identity', 'Identity'),
      page('operators-manuals-old/x', 'Old'),
    ]);
    expect(groups.map((group) => [group.title, group.pages.map((p) => p.title)])).toEqual([
      ['Operators manual', ['Home', 'Identity']],
      ['Changelog', ['Changelog']],
      [OTHER_AREA, ['Guide', 'Old']],
    ]);
    expect(buildLlmsTxt({title: 'Site', summary: 'A site.', about: 'About it.'}, groups.slice(1))).toBe(
      [
        '# Site',
        '',
        '> A site.',
        '',
        'About it.',
        '',
        '## Changelog',
        '',
        `- [Changelog](${SITE}changelog/.md): About Changelog.`,
        '',
        `## ${OTHER_AREA}`,
        '',
        `- [Guide](${SITE}markdown-page.md): About Guide.`,
        `- [Old](${SITE}operators-manuals-old/x.md): About Old.`,
        '',
      ].join('\n'),
    );
  });
});
