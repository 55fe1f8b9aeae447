/**
 * The two OpenAPI files as an integrator's code generator reads them (issue 40), checked through the
 * API model: operationIds that name SDK functions, and the page routes that do not follow them; the
 * limits and the rate-limit budget as the reference pages and twins show them.
 */
import {describe, expect, it} from 'vitest';
import {fieldFacts} from '../../src/api-reference/fieldsHtml';
import {loadApiModels, type Field} from '../../src/api-reference/model';

const models = await loadApiModels(process.cwd());
const operations = models.flatMap((model) => model.operations);

/** The words of a camelCase identifier, in lower case: `activateBillingProfile` is activate, billing, profile. */
const words = (identifier: string): string[] => identifier.split(/(?=[A-Z])/).map((word) => word.toLowerCase());

describe('operationIds', () => {
  it('are camelCase verbs and nouns without articles, so that generated functions read naturally', () => {
    const withArticles = operations
      .map((operation) => operation.operationId ?? `(none: ${operation.method.toUpperCase()} ${operation.path})`)
      .filter((id) => !/^[a-z][A-Za-z]*$/.test(id) || words(id).some((word) => ['a', 'an', 'the'].includes(word)));
    expect(withArticles).toEqual([]);
  });

  it('are unique across both files, since one client may wrap both APIs', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('do not decide the routes: pages keep the slugs of their summaries', () => {
    const byId = Object.fromEntries(operations.map((operation) => [operation.operationId, operation.id]));
    expect(byId).toMatchObject({
      activateBillingProfile: 'activate-a-new-billing-profile',
      suspendBillingProfile: 'suspend-a-billing-profile',
      resumeBillingProfile: 'resume-a-billing-profile',
      provisionProjectServices: 'provision-services-to-a-project',
    });
  });
});

/** Every field of every parameter, header and body, nested ones included, with where it is. */
function allFields(): {where: string; field: Field}[] {
  const found: {where: string; field: Field}[] = [];
  const visit = (where: string, fields: Field[]) => {
    for (const field of fields) {
      found.push({where: `${where} ${field.name}`, field});
      visit(`${where} ${field.name}.`, field.fields);
    }
  };
  for (const operation of operations) {
    const name = operation.operationId ?? operation.id;
    visit(`${name} parameter`, operation.parameters);
    for (const body of operation.requestBody?.bodies ?? []) visit(`${name} request`, body.fields);
    for (const response of operation.responses) {
      visit(`${name} ${response.status} header`, response.headers);
      for (const body of response.bodies) visit(`${name} ${response.status}`, body.fields);
    }
  }
  return found;
}

describe('limits', () => {
  it('bound every string, array and integer field, and the pages and twins show the bound', () => {
    const unbounded = allFields().filter(({field}) => {
      const labels = fieldFacts(field).map(([label]) => label);
      if (field.type === 'string') return !field.enum && !labels.includes('Maximum length');
      if (field.type.startsWith('array')) return !labels.includes('Maximum items');
      if (field.type === 'integer') return !labels.includes('Minimum') || !labels.includes('Maximum');
      return false;
    });
    expect(unbounded.map(({where}) => where)).toEqual([]);
  });

  it("send the client's budget with every 2xx and 4xx response, and Retry-After with 429", () => {
    const missing = operations.flatMap((operation) =>
      operation.responses
        .filter((response) => /^[24]/.test(response.status))
        .flatMap((response) => {
          const names = response.headers.map((header) => header.name);
          const wanted = [
            'RateLimit-Limit',
            'RateLimit-Remaining',
            'RateLimit-Reset',
            ...(response.status === '429' ? ['Retry-After'] : []),
          ];
          return wanted.filter((name) => !names.includes(name)).map((name) => `${operation.operationId} ${response.status} ${name}`);
        }),
    );
    expect(missing).toEqual([]);
  });

  it('answer every operation with a 500 problem', () => {
    const without = operations.filter((operation) => !operation.responses.some((response) => response.status === '500'));
    expect(without.map((operation) => operation.operationId)).toEqual([]);
    const problem = operations[0]?.responses.find((response) => response.status === '500')?.bodies[0];
    expect(problem?.mediaType).toBe('application/problem+json');
    expect(problem?.examples[0]?.value).toMatchObject({type: 'https://cloud.example.com/problems/internal-error', status: 500});
  });
});
