/**
 * The manuals and the OpenAPI specs tell one truth (issues 14 and 32). Each check lists every
 * disagreement as `docs/page.md:line: what the page says; what the spec says`.
 *
 * Check 3 reads structure, never prose. Every ```json block has a title saying what it is:
 * - `title="Request: POST /api/v1/admin/users"`: a complete request body of that operation;
 * - `title="Response 201: POST /api/v1/admin/users"`: a complete body of that response (NDJSON is
 *   checked line by line);
 * - any title that does not start with `Request` or `Response` (`Export row`, `Decoded access token`):
 *   not an API body, not validated.
 * Method and path are written as the spec writes them, with its `{param}` names. Two other sources are
 * structural too: the body of an `http` block after its request line, and a curl command's literal
 * `-d '{…}'` with its method and URL. The specs are read through the API model (src/api-reference/model.ts),
 * dereferenced by openapi-core; a readOnly property must not be in a request and a writeOnly one not in
 * a response, and an object schema that does not set additionalProperties is closed.
 *
 * Check 4 holds the running examples to tests/unit/fixtures/running-examples.json: every UUID and region,
 * the name of each id, and each fact (`facts`: a pattern that finds every statement of it, and its value).
 */
import {describe, expect, it} from 'vitest';
import {
  FIXTURE,
  bodyViolations,
  identifierViolations,
  pathViolations,
  runningExampleViolations,
  type RunningExamples,
} from '../support/docs-agree';
import {loadSpecs, parsePage, readPages} from '../support/docs-and-specs';
import fixture from './fixtures/running-examples.json';

const specs = await loadSpecs();
const pages = readPages();
const FENCE = '```';

/** A page made of the given Markdown lines, as if it were docs/test/page.md (or another file). */
function page(markdown: string[], file = 'docs/test/page.md') {
  return [parsePage(file, markdown.join('\n'))];
}

describe('the manuals agree with the specs', () => {
  it('check 1: every API path a page mentions is an operation of a spec, with the method the page gives', () => {
    expect(pages.filter((entry) => entry.lines.some((line) => line.includes('/api/v1/'))).length).toBeGreaterThan(10);
    expect(pathViolations(pages, specs)).toEqual([]);
  });

  it('check 2: every identifier in code style is the spec’s, or another system’s in the allowlist', () => {
    expect(identifierViolations(pages, specs)).toEqual([]);
  });

  it('check 3: every JSON block says what it is, and every request and response body an API title names matches its schema', () => {
    expect(bodyViolations(pages, specs)).toEqual([]);
  });

  it('check 4: every UUID, region, name and fact of the running examples in the pages and the specs is the fixture’s', () => {
    expect(runningExampleViolations(pages, specs, fixture as RunningExamples)).toEqual([]);
  });
});

describe('the checks catch contradictions put back into a page', () => {
  it('check 1: an unknown path, a wrong method, a removed endpoint outside the changelog, curl’s default method, query parameters', () => {
    const id = '6d2f4b8a-1c3e-4f5a-9b7c-2e4d6f8a0b1c';
    const markdown = [
      'Issue it with `POST /api/v1/admin/bills/{billId}/issue`; change one with `PATCH /api/v1/admin/service-providers/{id}`.',
      'Before 25.5.0: `GET /api/v1/admin/account-credits?billingProfileId={id}`.',
      `${FENCE}bash`,
      `curl -s https://cloud.example.com/api/v1/admin/billing-profiles/${id}/suspend`,
      FENCE,
      'List them with `GET /api/v1/admin/bills?state=OVERDUE&status=LATE&sort=amount,desc`.',
    ];
    expect(pathViolations(page(markdown), specs)).toEqual([
      expect.stringMatching(
        /^docs\/test\/page\.md:1: POST \/api\/v1\/admin\/bills\/\{billId\}\/issue is in neither spec; the nearest operations are GET \/api\/v1\/admin\/bills\/\{billId\}/,
      ),
      'docs/test/page.md:1: PATCH /api/v1/admin/service-providers/{id} is not an operation of nubis-admin-api.yaml; it has GET /api/v1/admin/service-providers/{serviceProviderId}',
      'docs/test/page.md:2: GET /api/v1/admin/account-credits was removed in 25.5.0; the spec has GET /api/v1/admin/billing-profiles/{billingProfileId}/credits instead',
      `docs/test/page.md:4: GET /api/v1/admin/billing-profiles/${id}/suspend (the method curl uses by default) is not an operation of nubis-admin-api.yaml; it has POST /api/v1/admin/billing-profiles/{billingProfileId}/suspend`,
      expect.stringMatching(
        /^docs\/test\/page\.md:6: .*: `state` is not a query parameter of GET \/api\/v1\/admin\/bills; it takes .*status/,
      ),
      expect.stringMatching(
        /^docs\/test\/page\.md:6: .*: `status=LATE` does not fit the parameter: must be equal to one of the allowed values \(.*"OVERDUE"/,
      ),
      expect.stringMatching(/^docs\/test\/page\.md:6: .*: sorting by `amount` is not offered; the spec sorts by /),
    ]);
    expect(pathViolations(page(markdown.slice(1, 2), 'docs/changelog/releases/v25.5.0.md'), specs)).toEqual([]);
  });

  it('check 2: an unknown error code, a field a schema lacks, a value outside its field’s enum', () => {
    const violations = identifierViolations(
      page([
        'Suspended with `suspensionReason=FRAUD_REVIEW`; Keycloak has `registrationAllowed`.',
        'The profile is `status=DORMANT` and `BillingProfile.vatNumber` is empty; see `vatIdz`.',
        `${FENCE}json title="Error body"`,
        '{"errorCode": "SERVICE_NOT_ENABLED"}',
        FENCE,
      ]),
      specs,
    );
    expect(violations).toEqual([
      expect.stringMatching(/^docs\/test\/page\.md:2: `status` `DORMANT`: `status` \(.*BillingProfileResponse.*\) allows .*SUSPENDED/),
      expect.stringMatching(
        /^docs\/test\/page\.md:2: `BillingProfile\.vatNumber`: BillingProfileResponse has no field `vatNumber`; it has .*vatId/,
      ),
      expect.stringMatching(/^docs\/test\/page\.md:2: `vatIdz` is not a field or parameter of either spec \(closest: vatId/),
      expect.stringMatching(
        /^docs\/test\/page\.md:4: `errorCode` `SERVICE_NOT_ENABLED` is not an error code of the specs; they list .*PRECONDITION_FAILED/,
      ),
    ]);
  });

  it('check 3: an untitled JSON block, an unknown field in a request, a wrong status, a title off the convention', () => {
    const block = (title: string, body: string) => [`${FENCE}json${title ? ` title="${title}"` : ''}`, body, FENCE, ''];
    const violations = bodyViolations(
      page([
        ...block('', '{"a": 1}'),
        ...block('Request: POST /api/v1/admin/billing-profiles/{billingProfileId}/suspend', '{"reason": "MANUAL", "colour": "blue"}'),
        ...block('Response 418: GET /api/v1/admin/bills/{billId}', '{}'),
        ...block('Response: GET /api/v1/admin/bills/{billId}', '{}'),
        ...block('Request: POST /api/v1/admin/billing-profiles/{id}/suspend', '{}'),
        ...block('Export row', '{"anything": true}'),
      ]),
      specs,
    );
    expect(violations).toEqual([
      'docs/test/page.md:1: a JSON block without a title; say what it is: title="Request: POST /api/v1/admin/users" for a complete request body, title="Response 201: POST /api/v1/admin/users" for a complete response body, or what it is, e.g. title="Export row"',
      "docs/test/page.md:6: request body of POST /api/v1/admin/billing-profiles/{billingProfileId}/suspend: `colour` at (the body) is not a field of the spec's schema",
      'docs/test/page.md:10: the page shows a 418 response of GET /api/v1/admin/bills/{billId}; the spec documents 200, 400, 401, 403, 404, 429, 500',
      expect.stringMatching(
        /^docs\/test\/page\.md:13: title "Response: GET \/api\/v1\/admin\/bills\/\{billId\}" starts like an API body but is not "Request: METHOD \/path" or "Response STATUS: METHOD \/path"/,
      ),
      expect.stringMatching(
        /^docs\/test\/page\.md:17: the title names POST \/api\/v1\/admin\/billing-profiles\/\{id\}\/suspend; the specs have no such operation, the nearest are POST \/api\/v1\/admin\/billing-profiles\/\{billingProfileId\}\/suspend/,
      ),
    ]);
  });

  it('check 3: a field the schema lacks, a writeOnly field in a response, an NDJSON line, an enum value in an http request and in curl data', () => {
    /** The spec's own first example of a body, as JSON lines, with `change` applied. */
    const example = (method: string, path: string, status: string | undefined, change: (body: Record<string, unknown>) => void) => {
      const operation = specs.operations.find((candidate) => candidate.method === method && candidate.path === path)?.model;
      const bodies = status ? operation?.responses.find((response) => response.status === status)?.bodies : operation?.requestBody?.bodies;
      const body = structuredClone(bodies?.[0]?.examples[0]?.value) as Record<string, unknown>;
      change(body);
      return JSON.stringify(body, null, 2).split('\n');
    };
    const users = '/api/v1/admin/users';
    const provider = '/api/v1/admin/service-providers/{serviceProviderId}';
    const download = '/api/v1/billing-resource-exporter/exports/{exportId}/download';
    const ndjson = specs.operations
      .find((candidate) => candidate.path === download)
      ?.model.responses[0]?.bodies.find((body) => body.mediaType.endsWith('x-ndjson'))?.examples[0]?.value;
    const [row1 = '', row2 = ''] = String(ndjson).trim().split('\n');
    const markdown = [
      `${FENCE}json title="Request: POST ${users}"`,
      ...example('POST', users, undefined, (body) => (body.colour = 'blue')),
      FENCE,
      `${FENCE}json title="Response 200: GET ${provider}"`,
      ...example('GET', provider, '200', (body) => ((body.openstack as Record<string, unknown>).password = 'secret')),
      FENCE,
      `${FENCE}json title="Response 200: GET ${download}"`,
      row1,
      row2.replace('{', '{"colour": "blue", '),
      FENCE,
      `${FENCE}http`,
      'POST /api/v1/admin/billing-profiles/6d2f4b8a-1c3e-4f5a-9b7c-2e4d6f8a0b1c/suspend HTTP/1.1',
      'Content-Type: application/json',
      '',
      '{"reason": "LATE_PAYMENT"}',
      FENCE,
      `${FENCE}bash`,
      'curl -s https://cloud.example.com/api/v1/admin/billing-profiles/6d2f4b8a-1c3e-4f5a-9b7c-2e4d6f8a0b1c/suspend \\',
      `  -d '{"reason": "LATE"}'`,
      FENCE,
    ];
    const line = (text: string) => markdown.findIndex((entry) => entry.includes(text)) + 1;
    const suspend = 'request body of POST /api/v1/admin/billing-profiles/{billingProfileId}/suspend';
    const allowedReasons = '"UNPAID_BILLS", "CREDIT_EXHAUSTED", "MANUAL", "FRAUD_REVIEW"';
    expect(bodyViolations(page(markdown), specs)).toEqual([
      `docs/test/page.md:${line('"colour"')}: request body of POST ${users}: \`colour\` at (the body) is not a field of the spec's schema`,
      `docs/test/page.md:${line('"password"')}: 200 response of GET ${provider}: /openstack/password is set; the spec marks it writeOnly: a response never returns it`,
      `docs/test/page.md:${line('"colour": "blue", ')}: 200 response of GET ${download}: \`colour\` at (the body) is not a field of the spec's schema`,
      `docs/test/page.md:${line('LATE_PAYMENT')}: ${suspend}: /reason is "LATE_PAYMENT"; the spec: must be equal to one of the allowed values (${allowedReasons})`,
      `docs/test/page.md:${line('"LATE"')}: ${suspend}: /reason is "LATE"; the spec: must be equal to one of the allowed values (${allowedReasons})`,
    ]);
  });

  it('check 4: an id with another name, an id or a region outside the fixture, a fact with another value in prose or in data', () => {
    const withFact: RunningExamples = {
      ...fixture,
      facts: [
        {fact: 'Price of m1.large per hour', value: '0.0850', pattern: String.raw`m1\.large at (\d+\.\d+) EUR`},
        {fact: 'Total of INV-2025-000042', value: '81.84', shown: {where: {number: 'INV-2025-000042'}, field: 'total.amount'}},
      ],
    };
    const violations = runningExampleViolations(
      page([
        'Example GmbH is `6d2f4b8a-1c3e-4f5a-9b7c-2e4d6f8a0b1c` in region `fra1`; web-01 is an m1.large at 0.0850 EUR per hour.',
        'Another profile is `11111111-2222-4333-8444-555555555555` in region `region-one`; an m1.large at 0.0500 EUR per hour.',
        `${FENCE}json title="Billing profile"`,
        '{"id": "6d2f4b8a-1c3e-4f5a-9b7c-2e4d6f8a0b1c", "legalName": "Example AG"}',
        FENCE,
        `${FENCE}bash`,
        `curl -d '{"number": "INV-2025-000042", "total": {"amount": "81.8400"}}' https://cloud.example.com/`,
        `curl -d '{"number": "INV-2025-000042", "total": {"amount": "91.84"}}' https://cloud.example.com/`,
        FENCE,
      ]),
      {...specs, files: []},
      withFact,
    );
    expect(violations.filter((message) => !message.startsWith(FIXTURE))).toEqual([
      `docs/test/page.md:2: id 11111111-2222-4333-8444-555555555555 is not one of the running examples: reuse one, or add its entry to ${FIXTURE} (tests/unit/fixtures/README.md, "Add a running example")`,
      `docs/test/page.md:2: region region-one; the running examples have fra1, ams1: use one, or add it to "regions" in ${FIXTURE}`,
      'docs/test/page.md:2: says 0.0500; the running example is 0.0850 (Price of m1.large per hour)',
      'docs/test/page.md:4: calls 6d2f4b8a-1c3e-4f5a-9b7c-2e4d6f8a0b1c Example AG; the running example names it Example GmbH (billingProfile)',
      'docs/test/page.md:8: `total.amount` is 91.84; the running example is 81.84 (Total of INV-2025-000042)',
    ]);
    expect(runningExampleViolations(page(['Nothing here.']), {...specs, files: []}, {...withFact, entries: []})).toContain(
      `${FIXTURE}:0: the fact "Price of m1.large per hour" is stated nowhere: neither its pattern nor its shown field finds it in the pages or the specs`,
    );
  });
});
