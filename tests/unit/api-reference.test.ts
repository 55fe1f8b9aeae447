/** The API model of one small document, and what the twins and the pages' MDX make of it. */
import type {OpenAPIV3} from 'openapi-types';
import {describe, expect, it} from 'vitest';
import {ADMIN_API_REFERENCE} from '../../src/api-reference/sections';
import {markdownToMdx} from '../../src/api-reference/markdown';
import {buildApiModel, type Field} from '../../src/api-reference/model';
import {referencePages} from '../../src/api-reference/pages';
import {referenceTwin} from '../../src/api-reference/twin';

const money: OpenAPIV3.SchemaObject = {
  type: 'object',
  required: ['amount', 'currency'],
  properties: {amount: {type: 'string', pattern: '^\\d+\\.\\d{4}$'}, currency: {type: 'string', example: 'EUR'}},
};
const widget: OpenAPIV3.SchemaObject = {
  type: 'object',
  required: ['name', 'size'],
  properties: {
    id: {type: 'string', readOnly: true},
    name: {type: 'string', description: 'Its name.', maxLength: 40},
    password: {type: 'string', writeOnly: true},
    size: {type: 'object', required: ['width'], properties: {width: {type: 'integer', minimum: 1}}},
    tags: {type: 'array', items: {type: 'object', properties: {label: {type: 'string', enum: ['a', 'b']}}}},
    limit: {allOf: [money], description: 'The credit limit.'},
  },
};

/** A dereferenced document, as openapi-core gives it. */
const document: OpenAPIV3.Document = {
  openapi: '3.0.1',
  info: {title: 'Widgets', version: '1'},
  servers: [{url: 'https://cloud.example.com'}],
  security: [{bearerAuth: []}],
  tags: [{name: 'Widgets', description: 'All about widgets.'}],
  components: {securitySchemes: {bearerAuth: {type: 'http', scheme: 'bearer'}}},
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
        parameters: [{name: 'dryRun', in: 'query', required: true, schema: {type: 'boolean', default: false}}],
        requestBody: {required: true, content: {'application/json': {schema: widget, example: {name: 'Gear', size: {width: 1}}}}},
        responses: {
          '200': {
            description: 'The widget.',
            content: {'application/json': {schema: widget, examples: {gear: {summary: 'A gear', value: {id: 'w1', name: 'Gear'}}}}},
          },
          '400': {
            description: 'A problem.',
            content: {'application/problem+json': {schema: {type: 'object', properties: {title: {type: 'string'}}}}},
          },
          '409': {description: 'Refused.'},
        },
      },
    },
  },
};

const names = (fields: Field[] = []): string[] => fields.map((field) => field.name);
const SITE = 'https://docs.example.com/docs/';

describe('the API model', () => {
  const model = buildApiModel(ADMIN_API_REFERENCE, document);
  const operation = model.operations[0];

  it('names pages after their summaries and tags, groups operations by tag and merges path-item parameters', () => {
    expect(model.tags.map((tag) => [tag.id, tag.operations.map((entry) => entry.id)])).toEqual([['widgets', ['update-widget']]]);
    expect(model.securitySchemes[0]?.scopes).toEqual(['widgets.write']);
    expect(operation?.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['path:widgetId', 'query:dryRun']);
  });

  it('leaves read-only fields out of requests and write-only fields out of responses, and folds allOf', () => {
    const request = operation?.requestBody?.bodies[0]?.fields;
    expect(names(request)).toEqual(['name', 'password', 'size', 'tags', 'limit']);
    const limit = request?.find((field) => field.name === 'limit');
    expect(limit?.description?.markdown).toBe('The credit limit.');
    expect(limit?.fields[0]).toMatchObject({name: 'amount', required: true, limits: {pattern: '^\\d+\\.\\d{4}$'}});
    expect(names(operation?.responses[0]?.bodies[0]?.fields)).toEqual(['id', 'name', 'size', 'tags', 'limit']);
    expect(operation?.responses.map((response) => `${response.status} ${response.reason}`)).toEqual([
      '200 OK',
      '400 Bad Request',
      '409 Conflict',
    ]);
  });

  it('refuses two pages with one id', () => {
    const clash = structuredClone(document);
    clash.tags = [{name: 'Update widget'}];
    const patch = clash.paths['/widgets/{widgetId}']?.patch;
    if (patch) patch.tags = ['Update widget'];
    expect(() => buildApiModel(ADMIN_API_REFERENCE, clash)).toThrow(/two pages would have the id "update-widget"/);
  });

  it('reads the since marks of an operation, a parameter, a field, its enum values and a media type, and refuses a malformed one', () => {
    const marked = structuredClone(document) as unknown as {paths: Record<string, Record<string, Record<string, unknown>>>};
    const patch = marked.paths['/widgets/{widgetId}']?.patch ?? {};
    Object.assign(patch, {'x-nubis-since': '25.5.0', 'x-nubis-changed': ['25.6.0']});
    const [dryRun] = (patch.parameters as Record<string, unknown>[] | undefined) ?? [];
    Object.assign(dryRun ?? {}, {'x-nubis-since': '25.6.0'});
    const content = (patch.requestBody as {content: Record<string, {schema: OpenAPIV3.SchemaObject}>}).content;
    const schema = structuredClone(widget);
    Object.assign(schema.properties?.name ?? {}, {'x-nubis-since': '25.4.0'});
    const tags = schema.properties?.tags as OpenAPIV3.ArraySchemaObject;
    Object.assign((tags.items as OpenAPIV3.SchemaObject).properties?.label ?? {}, {'x-nubis-since-values': {b: '25.6.0'}});
    content['application/json'] = {...content['application/json'], schema, 'x-nubis-since': '25.4.0'} as never;
    const [entry] = buildApiModel(ADMIN_API_REFERENCE, marked as unknown as OpenAPIV3.Document).operations;
    expect(entry).toMatchObject({since: '25.5.0', changedIn: ['25.6.0']});
    expect(entry?.parameters.find((parameter) => parameter.name === 'dryRun')?.since).toBe('25.6.0');
    const body = entry?.requestBody?.bodies[0];
    expect(body?.since).toBe('25.4.0');
    expect(body?.fields.find((field) => field.name === 'name')?.since).toBe('25.4.0');
    expect(body?.fields.find((field) => field.name === 'tags')?.fields[0]?.valuesSince).toEqual({b: '25.6.0'});

    Object.assign(schema.properties?.name ?? {}, {'x-nubis-since': 'next'});
    expect(() => buildApiModel(ADMIN_API_REFERENCE, marked as unknown as OpenAPIV3.Document)).toThrow(
      'field name: x-nubis-since must name a release such as 25.6.0, not "next".',
    );
    Object.assign(schema.properties?.name ?? {}, {'x-nubis-since': '25.4.0'});
    Object.assign((tags.items as OpenAPIV3.SchemaObject).properties?.label ?? {}, {'x-nubis-since-values': {c: '25.6.0'}});
    expect(() => buildApiModel(ADMIN_API_REFERENCE, marked as unknown as OpenAPIV3.Document)).toThrow(
      'field label: x-nubis-since-values names c, which is not a value of its enum (a, b).',
    );
  });

  it('keeps braces, angle brackets and raw HTML of descriptions as text in MDX', () => {
    expect(markdownToMdx('Send {"a": 1} or <b>bold</b>; `{kept}`')).toBe('Send \\{"a": 1} or \\<b>bold\\</b>; `{kept}`');
  });
});

describe('the API twins', () => {
  const model = buildApiModel(ADMIN_API_REFERENCE, document);
  const twinUrl = (id: string): string => `${SITE}api/${id}.md`;
  const twin = (id: string): string => referenceTwin(model, id, {title: id, url: `${SITE}api/${id}`}, `${SITE}widgets.yaml`, twinUrl) ?? '';
  const markdown = twin('update-widget');

  it('name the method, path, server, scopes and parameters of an operation', () => {
    expect(markdown).toContain('`PATCH /widgets/{widgetId}` on the server `https://cloud.example.com`');
    expect(markdown).toContain(
      'A bearer token of the scheme `bearerAuth` with the scope `widgets.write`, sent as `Authorization: Bearer <token>`.',
    );
    expect(markdown).toContain('### Path parameters\n\n| Name | Type | Required | Description |');
    expect(markdown).toContain('| `widgetId` | string (uuid) | yes | The widget. Example: `w1`. |');
  });

  it('list body fields with dotted names, read-only fields only in responses, and facts after descriptions', () => {
    const request = markdown.slice(markdown.indexOf('## Request'), markdown.indexOf('## Responses'));
    expect(request).not.toContain('`id`');
    expect(request).toContain('| `name` | string | yes | Its name. Maximum length: `40`. |');
    expect(request).toContain('| `size.width` | integer | yes | Minimum: `1`. |');
    expect(request).toContain('| `tags[].label` | string | no | Possible values: `a`, `b`. |');
    expect(markdown.slice(markdown.indexOf('## Responses'))).toContain('| `id` | string, read-only | no |');
  });

  it('give the examples, every status and a curl sample that sends the example path, required query and body', () => {
    expect(markdown).toContain('Example:\n\n```json\n{\n  "name": "Gear",\n  "size": {\n    "width": 1\n  }\n}\n```');
    expect(markdown).toContain('### 400 Bad Request\n\nA problem.\n\nContent type `application/problem+json`.');
    const curl = markdown.slice(markdown.indexOf('## Code samples'));
    expect(curl).toContain("--url 'https://cloud.example.com/widgets/w1?dryRun=false'");
    expect(curl).toContain('Bearer <token>');
    expect(curl).toContain('"name": "Gear"');
  });

  it('describe each header once per page, and name it in the later responses that send it', () => {
    const budget = {'RateLimit-Remaining': {description: 'Requests left.', schema: {type: 'integer' as const, minimum: 0, maximum: 600}}};
    const limited = structuredClone(document);
    const responses = limited.paths['/widgets/{widgetId}']?.patch?.responses as Record<string, OpenAPIV3.ResponseObject>;
    for (const status of ['200', '400']) responses[status] = {...responses[status], description: 'Answer.', headers: budget};
    const wait = {description: 'Seconds.', schema: {type: 'integer' as const, minimum: 1, maximum: 60}};
    responses['409'] = {description: 'Answer.', headers: {'Retry-After': wait, ...budget}};
    const shared =
      referenceTwin(buildApiModel(ADMIN_API_REFERENCE, limited), 'update-widget', {title: 'u', url: `${SITE}api/u`}, '', twinUrl) ?? '';
    expect(shared.match(/\| `RateLimit-Remaining` \| integer \| no \| Requests left\. Minimum: `0`\. Maximum: `600`\. \|/g)).toHaveLength(
      1,
    );
    expect(shared).toContain('### 400 Bad Request\n\nAnswer.\n\nThe headers `RateLimit-Remaining`, as in the 200 response.');
    expect(shared).toContain(
      '### 409 Conflict\n\nAnswer.\n\n| Header | Type | Required | Description |\n| --- | --- | --- | --- |\n| `Retry-After` | integer | no | Seconds. Minimum: `1`. Maximum: `60`. |\n\nAlso the headers `RateLimit-Remaining`, as in the 200 response.',
    );
  });

  it('have the sections of the page, in its order, from the one outline both are written from', () => {
    const page = referencePages(model).find((candidate) => candidate.id === 'update-widget')?.mdx ?? '';
    // The twin gives each response a heading where the page gives it a tab.
    const headings = (text: string) =>
      [...text.matchAll(/^(##|###) (.+)$/gm)].map((match) => match[0]).filter((line) => !/^### \d/.test(line));
    expect(headings(page)).toEqual([
      '## Authorization',
      '## Request',
      '### Path parameters',
      '### Query parameters',
      '### Body',
      '## Responses',
      '## Code samples',
    ]);
    expect(headings(markdown)).toEqual(headings(page));
    const authorization = (text: string) => text.slice(text.indexOf('## Authorization') + 17, text.indexOf('## Request')).trim();
    expect(authorization(markdown)).toBe(authorization(page));
  });

  it("list a tag's operations, the overview links every tag and names servers and scopes, and an unknown id has no twin", () => {
    expect(twin('widgets')).toContain(`- [Update widget](${SITE}api/update-widget.md): \`PATCH /widgets/{widgetId}\``);
    expect(twin(model.id)).toContain(`### [Widgets](${SITE}api/widgets.md)`);
    expect(twin(model.id)).toContain(`The OpenAPI document: ${SITE}widgets.yaml`);
    expect(twin(model.id)).toContain('## Servers\n\n- `https://cloud.example.com`');
    expect(twin(model.id)).toContain('### `bearerAuth`\n\nHTTP bearer. Scopes the operations require: `widgets.write`.');
    expect(referenceTwin(model, 'gone', {title: 'Gone', url: `${SITE}api/gone`}, '', twinUrl)).toBeUndefined();
  });
});
