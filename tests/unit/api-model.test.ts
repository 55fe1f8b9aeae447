import type {OpenAPIV3} from 'openapi-types';
import {describe, expect, it} from 'vitest';
import {ADMIN_API_REFERENCE} from '../../src/apiReference';
import {markdownToMdx} from '../../src/api-reference/markdown';
import {buildApiModel, type Field} from '../../src/api-reference/model';

const money: OpenAPIV3.SchemaObject = {
  type: 'object',
  required: ['amount', 'currency'],
  properties: {amount: {type: 'string', pattern: '^\\d+\\.\\d{4}$'}, currency: {type: 'string', example: 'EUR'}},
};

/** A dereferenced document, as openapi-core gives it. */
const document: OpenAPIV3.Document = {
  openapi: '3.0.1',
  info: {title: 'Nubis admin API', version: '1.0.0', description: 'Manage `users`.'},
  servers: [{url: 'https://cloud.example.com'}],
  security: [{keycloak: []}],
  tags: [{name: 'Users', description: 'People.'}],
  components: {securitySchemes: {keycloak: {type: 'http', scheme: 'bearer'}}},
  paths: {
    '/users/{userId}': {
      parameters: [
        {
          name: 'userId',
          in: 'path',
          required: true,
          schema: {type: 'string', format: 'uuid'},
          example: '3f9c2a1e-6b7d-4c58-9e0a-1d2b3c4d5e6f',
        },
      ],
      patch: {
        tags: ['Users'],
        summary: 'Update user',
        security: [{keycloak: ['nubis.admin.write']}],
        parameters: [{name: 'dryRun', in: 'query', required: true, schema: {type: 'boolean', default: false}}],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['name'],
                properties: {
                  id: {type: 'string', readOnly: true},
                  name: {type: 'string', maxLength: 100},
                  password: {type: 'string', writeOnly: true},
                  limit: {allOf: [money], description: 'The credit limit.'},
                },
              },
              example: {name: 'Alex', limit: {amount: '10.0000', currency: 'EUR'}},
            },
          },
        },
        responses: {
          '200': {
            description: 'The user.',
            content: {
              'application/json': {
                schema: {type: 'object', properties: {id: {type: 'string', readOnly: true}, password: {type: 'string', writeOnly: true}}},
                examples: {first: {summary: 'A user', value: {id: 'a'}}},
              },
            },
          },
          '409': {description: 'Refused.'},
        },
      },
    },
  },
};

const names = (fields: Field[]): string[] => fields.map((field) => field.name);

describe('the API model', () => {
  const model = buildApiModel(ADMIN_API_REFERENCE, document);
  const operation = model.operations[0];

  it('names pages after their summaries and tags, and groups operations by tag', () => {
    expect(model.tags.map((tag) => [tag.id, tag.operations.map((entry) => entry.id)])).toEqual([['users', ['update-user']]]);
    expect(operation?.security).toEqual([{scheme: 'keycloak', scopes: ['nubis.admin.write']}]);
    expect(model.securitySchemes[0]?.scopes).toEqual(['nubis.admin.write']);
  });

  it('merges path-item and operation parameters', () => {
    expect(operation?.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['path:userId', 'query:dryRun']);
  });

  it('leaves read-only fields out of requests and write-only fields out of responses, and folds allOf', () => {
    const request = operation?.requestBody?.bodies[0];
    expect(names(request?.fields ?? [])).toEqual(['name', 'password', 'limit']);
    const limit = request?.fields.find((field) => field.name === 'limit');
    expect(limit?.description?.markdown).toBe('The credit limit.');
    expect(names(limit?.fields ?? [])).toEqual(['amount', 'currency']);
    expect(limit?.fields[0]).toMatchObject({required: true, limits: {pattern: '^\\d+\\.\\d{4}$'}});
    expect(names(operation?.responses[0]?.bodies[0]?.fields ?? [])).toEqual(['id']);
    expect(operation?.responses.map((response) => [response.status, response.reason])).toEqual([
      ['200', 'OK'],
      ['409', 'Conflict'],
    ]);
    expect(operation?.responses[0]?.bodies[0]?.examples).toEqual([{name: 'first', summary: 'A user', value: {id: 'a'}}]);
  });

  it('writes five code samples that send the example path, required query and body', () => {
    expect(operation?.samples.map((sample) => sample.label)).toEqual(['curl', 'Python', 'JavaScript', 'Go', 'Java']);
    const curl = operation?.samples[0]?.source ?? '';
    expect(curl).toContain('https://cloud.example.com/users/3f9c2a1e-6b7d-4c58-9e0a-1d2b3c4d5e6f?dryRun=false');
    expect(curl).toContain('Bearer <token>');
    expect(curl).toContain('"name": "Alex"');
  });

  it('refuses two pages with one id', () => {
    const clash = structuredClone(document);
    clash.tags = [{name: 'Update user'}];
    const patch = clash.paths['/users/{userId}']?.patch;
    if (patch) patch.tags = ['Update user'];
    expect(() => buildApiModel(ADMIN_API_REFERENCE, clash)).toThrow(/two pages would have the id "update-user"/);
  });
});

describe('descriptions for MDX', () => {
  it('keep braces, angle brackets and raw HTML as text', () => {
    expect(markdownToMdx('Send {"a": 1} or <b>bold</b>; `{kept}`')).toBe('Send \\{"a": 1} or \\<b>bold\\</b>; `{kept}`');
  });
});
