import {describe, expect, it} from 'vitest';
import {ADMIN_API_REFERENCE} from '../../src/apiReference';
import {buildApiModel} from '../../src/api-reference/model';
import {referenceTwin} from '../../src/api-reference/twin';
import {buildLlmsTxt, groupByArea, OTHER_AREA, type TwinPage} from '../../src/plugins/llms/llmsTxt';
import {pageBodyToMarkdown, type PageLinks} from '../../src/plugins/llms/markdown';
import type {OpenAPIV3} from 'openapi-types';

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

const widget: OpenAPIV3.SchemaObject = {
  type: 'object',
  required: ['name', 'size'],
  properties: {
    id: {type: 'string', readOnly: true},
    name: {type: 'string', description: 'Its name.', maxLength: 40},
    size: {type: 'object', required: ['width'], properties: {width: {type: 'integer', minimum: 1}}},
    tags: {type: 'array', items: {type: 'object', properties: {label: {type: 'string', enum: ['a', 'b']}}}},
  },
};
const problem: OpenAPIV3.ResponseObject = {
  description: 'A problem.',
  content: {'application/problem+json': {schema: {type: 'object', properties: {title: {type: 'string'}}}}},
};

/** Dereferenced, as the model reads it. */
const spec: OpenAPIV3.Document = {
  openapi: '3.0.1',
  info: {title: 'Widgets', version: '1'},
  servers: [{url: 'https://cloud.example.com'}],
  security: [{bearerAuth: []}],
  tags: [{name: 'Widgets', description: 'All about widgets.'}],
  paths: {
    '/widgets/{widgetId}': {
      parameters: [
        {name: 'widgetId', in: 'path', required: true, description: 'The widget.', schema: {type: 'string', format: 'uuid'}, example: 'w1'},
      ],
      patch: {
        tags: ['Widgets'],
        summary: 'Update widget',
        description: 'Changes a widget.',
        security: [{bearerAuth: ['widgets.write']}],
        requestBody: {required: true, content: {'application/json': {schema: widget, example: {name: 'Gear', size: {width: 1}}}}},
        responses: {
          '200': {description: 'The widget.', content: {'application/json': {schema: widget, example: {id: 'w1', name: 'Gear'}}}},
          '400': problem,
        },
      },
    },
  },
  components: {securitySchemes: {bearerAuth: {type: 'http', scheme: 'bearer'}}},
};

describe('the API twins', () => {
  const model = buildApiModel(ADMIN_API_REFERENCE, spec);
  const twinUrl = (id: string): string => `${SITE}api/${id}.md`;
  const twin = (id: string): string => referenceTwin(model, id, {title: id, url: `${SITE}api/${id}`}, `${SITE}widgets.yaml`, twinUrl) ?? '';

  it('name the method, path, server, scopes and parameters of an operation', () => {
    const markdown = twin('update-widget');
    expect(markdown).toContain('`PATCH /widgets/{widgetId}` on the server `https://cloud.example.com`');
    expect(markdown).toContain('Scheme `bearerAuth`, scopes `widgets.write`.');
    expect(markdown).toContain('| `widgetId` | path | string (uuid) | yes | The widget. Example: `w1`. |');
  });

  it('list body fields with dotted names, read-only fields only in responses, and facts after descriptions', () => {
    const markdown = twin('update-widget');
    const request = markdown.slice(markdown.indexOf('## Request'), markdown.indexOf('## Responses'));
    expect(request).not.toContain('`id`');
    expect(request).toContain('| `name` | string | yes | Its name. Maximum length: `40`. |');
    expect(request).toContain('| `size.width` | integer | yes | Minimum: `1`. |');
    expect(request).toContain('| `tags[].label` | string | no | Possible values: `a`, `b`. |');
    expect(markdown.slice(markdown.indexOf('## Responses'))).toContain('| `id` | string, read-only | no |');
  });

  it('give the examples, every status and the curl sample', () => {
    const markdown = twin('update-widget');
    expect(markdown).toContain('Example:\n\n```json\n{\n  "name": "Gear",\n  "size": {\n    "width": 1\n  }\n}\n```');
    expect(markdown).toContain('### 400 Bad Request\n\nA problem.\n\nContent type `application/problem+json`.');
    expect(markdown).toContain('## Code samples\n\n```bash\ncurl --request PATCH \\\n  --url https://cloud.example.com/widgets/w1');
  });

  it("list a tag's operations, and the overview links every tag", () => {
    expect(twin('widgets')).toContain(`- [Update widget](${SITE}api/update-widget.md): \`PATCH /widgets/{widgetId}\``);
    expect(twin(model.id)).toContain(`### [Widgets](${SITE}api/widgets.md)`);
    expect(twin(model.id)).toContain(`The OpenAPI document: ${SITE}widgets.yaml`);
  });

  it('have no twin for an id the model has no page for', () => {
    expect(referenceTwin(model, 'gone', {title: 'Gone', url: `${SITE}api/gone`}, '', twinUrl)).toBeUndefined();
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
