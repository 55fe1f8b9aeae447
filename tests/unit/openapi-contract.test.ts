/**
 * The two OpenAPI files as an integrator's code generator reads them (issue 40), checked through the
 * API model: operationIds that name SDK functions, and the page routes that do not follow them.
 */
import {describe, expect, it} from 'vitest';
import {loadApiModels} from '../../src/api-reference/model';

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
