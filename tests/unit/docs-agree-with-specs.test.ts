/**
 * The manuals and the OpenAPI specs tell one truth (issue 14, checks 1, 2, 3 and 5). Each check
 * lists every disagreement as `docs/page.md:line: what the page says; what the spec says instead`.
 *
 * How a JSON block is recognised as the body of an API call (check 3), in order:
 * 1. Its title: `Request: POST /api/v1/admin/billing-profiles/{billingProfileId}/credits`,
 *    `Response: GET /api/v1/admin/bills/{billId}` (the first 2xx) or `Response 409: POST …/resume`.
 *    Add `> lines` to show one field of the body (`Response: GET /api/v1/admin/bills/{billId} > lines`),
 *    `> lines[]` for one item of it, and `(excerpt)` when the block leaves out required fields on
 *    purpose. Under `> taxLines` the block may be the fragment `"taxLines": [ … ]`. An NDJSON block
 *    (one document a line) is checked line by line against the schema its media type names.
 * 2. An `http` block: the body after a request line is that operation's request; the body after a
 *    status line is the response, with that status, of the call the prose names or the block before.
 * 3. A curl command's literal `-d '{…}'`: the request body of the call.
 * 4. A `json` block right after a block that calls the API: that call's response (an excerpt when the
 *    call's output goes through `jq '{a, b}'`, not a body when through another jq filter).
 * 5. A `json` block after prose that links the operation's API reference page or writes
 *    `METHOD /api/v1/…` in code: its request body when the prose speaks of a request (or the operation
 *    takes a body and the prose does not speak of a response), otherwise its response.
 * The status of a response is the one the prose gives (`202 Accepted`, answers `409`), else a
 * problem body's own `status`, else the operation's first 2xx. A problem document whose `instance` is
 * an API path belongs to that call. Blocks that match no rule (Keycloak, OpenStack, GA4 payloads) are
 * not API bodies, unless they show an object of a spec schema: then they fail until they get a title. A schema property the spec marks readOnly must not be
 * in a request and a writeOnly one not in a response; an object schema that does not set
 * additionalProperties is closed, because a documented field the spec does not define is a
 * contradiction even where clients must ignore unknown fields.
 */
import {describe, expect, it} from 'vitest';
import {bodyViolations, glossaryViolations, identifierViolations, pathViolations} from '../support/docs-agree';
import {parsePage, readPages} from '../support/docs-and-specs';
import glossary from './fixtures/running-examples.json';

const pages = readPages();

describe('check 1: every API path a page mentions is an operation of a spec', () => {
  it('reads the pages that mention the API', () => {
    expect(pages.filter((page) => page.lines.some((line) => line.includes('/api/v1/'))).length).toBeGreaterThan(10);
  });

  it('every admin and billing-resource path exists, with the method the page gives', () => {
    expect(pathViolations(pages)).toEqual([]);
  });
});

describe('check 2: error codes, enum values and field names in code style are in the specs', () => {
  it('every identifier in code style is the spec’s, or another system’s in the allowlist', () => {
    expect(identifierViolations(pages)).toEqual([]);
  });
});

describe('check 3: JSON bodies of API calls validate against the spec', () => {
  it('every request and response body shown for an API call matches its schema', () => {
    expect(bodyViolations(pages)).toEqual([]);
  });
});

describe('check 5: the running examples come from one glossary', () => {
  it('every UUID and region name in the pages and the spec examples is in the glossary', () => {
    expect(glossaryViolations(pages, glossary)).toEqual([]);
  });
});

/** A page made of the given Markdown lines, as if it were docs/test/page.md (or another file). */
function page(markdown: string[], file = 'docs/test/page.md') {
  return [parsePage(file, markdown.join('\n'))];
}

const FENCE = '```';

describe('the checks catch contradictions put back into a page', () => {
  it('check 1: an unknown path, a wrong method, an elided path, a removed endpoint outside the changelog', () => {
    const violations = pathViolations(
      page([
        'Issue it with `POST /api/v1/admin/bills/{id}/issue` and read it with `GET /api/v1/admin/bills/{id}`.',
        'Change it with `PATCH /api/v1/admin/service-providers/{id}`; remove one with `DELETE …/services/{serviceId}`.',
        'Before 25.5.0: `GET /api/v1/admin/account-credits?billingProfileId={id}`.',
        `${FENCE}bash`,
        'API=https://cloud.example.com/api/v1/billing-resource-exporter',
        'curl -s -X PUT "$API/exports/$EXPORT_ID" \\',
        '  -H "Authorization: Bearer $TOKEN"',
        FENCE,
      ]),
    );
    expect(violations).toEqual([
      'docs/test/page.md:1: POST /api/v1/admin/bills/{id}/issue is in neither spec; the specs have GET /api/v1/admin/bills, GET /api/v1/admin/bills/{billId}',
      'docs/test/page.md:2: PATCH /api/v1/admin/service-providers/{id} is not an operation of nubis-admin-api.yaml; it has GET /api/v1/admin/service-providers/{serviceProviderId}',
      'docs/test/page.md:2: DELETE …/services/{serviceId} is in neither spec; the specs have POST /api/v1/admin/projects/{projectId}/services',
      'docs/test/page.md:3: GET /api/v1/admin/account-credits was removed in 25.5.0; the spec has GET /api/v1/admin/billing-profiles/{billingProfileId}/credits instead',
      'docs/test/page.md:6: PUT /api/v1/billing-resource-exporter/exports/$EXPORT_ID is not an operation of nubis-billing-resource-api.yaml; it has GET /api/v1/billing-resource-exporter/exports/{exportId}',
    ]);
    expect(
      pathViolations(
        page(['Before 25.5.0: `GET /api/v1/admin/account-credits?billingProfileId={id}`.'], 'docs/changelog/releases/v25.5.0.md'),
      ),
    ).toEqual([]);
  });

  it('check 1: a query parameter the operation lacks, a value its schema refuses, a sort field it does not offer', () => {
    expect(
      pathViolations(page(['List them with `GET /api/v1/admin/bills?state=OVERDUE&status=LATE&from=June&sort=amount,desc`.'])),
    ).toEqual([
      expect.stringMatching(
        /^docs\/test\/page\.md:1: .*: `state` is not a query parameter of GET \/api\/v1\/admin\/bills; it takes .*status/,
      ),
      expect.stringMatching(/: `status=LATE` does not fit the parameter: must be equal to one of the allowed values \(.*OVERDUE/),
      expect.stringMatching(/: `from=June` does not fit the parameter: must match format "date"/),
      expect.stringMatching(/: sorting by `amount` is not offered; the spec sorts by /),
    ]);
  });

  it('check 1: the method curl uses when the page does not give one', () => {
    const id = '6d2f4b8a-1c3e-4f5a-9b7c-2e4d6f8a0b1c';
    expect(
      pathViolations(
        page([
          `${FENCE}bash`,
          `curl -s -d '{"a": 1}' https://cloud.example.com/api/v1/admin/bills/${id}`,
          `curl -s https://cloud.example.com/api/v1/admin/billing-profiles/${id}/suspend`,
          FENCE,
        ]),
      ),
    ).toEqual([
      `docs/test/page.md:2: POST /api/v1/admin/bills/${id} (the method curl uses by default with data) is not an operation of nubis-admin-api.yaml; it has GET /api/v1/admin/bills/{billId}`,
      `docs/test/page.md:3: GET /api/v1/admin/billing-profiles/${id}/suspend (the method curl uses by default) is not an operation of nubis-admin-api.yaml; it has POST /api/v1/admin/billing-profiles/{billingProfileId}/suspend`,
    ]);
  });

  it('check 2: an unknown error code, enum value or field, and a value outside its field’s enum', () => {
    const violations = identifierViolations(
      page([
        'Suspended with `suspensionReason` value `FRAUD_REVIEW` or `status` `SUSPENDED`; Keycloak has `registrationAllowed`.',
        'The profile is `status` `DORMANT` and `BillingProfile.vatNumber` is empty; see `vatIdz`.',
        `${FENCE}json`,
        '{"errorCode": "SERVICE_NOT_ENABLED"}',
        FENCE,
      ]),
    );
    expect(violations).toHaveLength(4);
    expect(violations[0]).toMatch(
      /^docs\/test\/page\.md:2: `BillingProfile\.vatNumber`: BillingProfileResponse has no field `vatNumber`; it has .*vatId/,
    );
    expect(violations[1]).toMatch(/^docs\/test\/page\.md:2: `vatIdz` is not a field or parameter of either spec \(closest: vatId/);
    expect(violations[2]).toMatch(/^docs\/test\/page\.md:2: `status` `DORMANT`: `status` \(.*\) allows .*SUSPENDED/);
    expect(violations[3]).toMatch(
      /^docs\/test\/page\.md:4: `errorCode` `SERVICE_NOT_ENABLED` is not an error code of the specs; they list .*PRECONDITION_FAILED/,
    );
  });

  it('check 3: a wrong enum value in a request, a field the schema lacks, a writeOnly field in a response', () => {
    const violations = bodyViolations(
      page([
        'Suspend with [Suspend a billing profile](/docs/api/reference/suspend-a-billing-profile):',
        '',
        `${FENCE}json`,
        '{"reason": "LATE_PAYMENT", "comment": "test"}',
        FENCE,
        '',
        `${FENCE}bash`,
        'curl -s https://cloud.example.com/api/v1/admin/service-providers/5a7c9e1b-3d5f-4a7b-9c1d-3e5f7a9b1c3d \\',
        "  | jq '{name, openstack}'",
        FENCE,
        '',
        `${FENCE}json`,
        '{',
        '  "name": "Frankfurt OpenStack",',
        '  "openstack": {"password": "secret"},',
        '  "colour": "blue"',
        '}',
        FENCE,
      ]),
    );
    expect(violations).toEqual([
      'docs/test/page.md:4: request body of POST /api/v1/admin/billing-profiles/{billingProfileId}/suspend: /reason: the spec allows "UNPAID_BILLS", "CREDIT_EXHAUSTED", "MANUAL", "FRAUD_REVIEW"',
      expect.stringMatching(
        /^docs\/test\/page\.md:15: 200 response of GET .*service-providers\/\{serviceProviderId\} \(excerpt\): \/openstack\/password is writeOnly/,
      ),
      expect.stringMatching(
        /^docs\/test\/page\.md:16: 200 response of GET .*\(excerpt\): `colour` at \(body\) is not a field of the spec's schema/,
      ),
    ]);
  });

  it('check 3: the title convention selects a call, a field of its body and an excerpt', () => {
    const lines = (line: string) => [
      `${FENCE}json title="Response: GET /api/v1/admin/bills/{billId} > lines (excerpt)"`,
      `[${line}]`,
      FENCE,
    ];
    expect(bodyViolations(page(lines('{"description": "web-01", "savingsPlanCovered": true}')))).toEqual([]);
    expect(bodyViolations(page(lines('{"description": "web-01", "covered": true}')))).toEqual([
      expect.stringMatching(
        /^docs\/test\/page\.md:2: 200 response of GET \/api\/v1\/admin\/bills\/\{billId\} > lines \(excerpt\): `covered` at \/0 is not a field/,
      ),
    ]);
  });

  it('check 3: a title off the convention, a body the operation does not take, a status it does not document', () => {
    const block = (title: string) => [`${FENCE}json title="${title}"`, '{"a": 1}', FENCE, ''];
    expect(
      bodyViolations(
        page([
          ...block('Response: FETCH /api/v1/admin/bills'),
          ...block('Request: GET /api/v1/admin/bills/{billId}'),
          ...block('Response 418: GET /api/v1/admin/bills/{billId}'),
        ]),
      ),
    ).toEqual([
      'docs/test/page.md:1: title "Response: FETCH /api/v1/admin/bills" does not follow "Request: METHOD /api/v1/…" or "Response NNN: METHOD /api/v1/…"',
      'docs/test/page.md:6: GET /api/v1/admin/bills/{billId} takes no JSON request body in nubis-admin-api.yaml, but the page shows one (recognised by its title "Request: GET /api/v1/admin/bills/{billId}")',
      'docs/test/page.md:10: GET /api/v1/admin/bills/{billId} has no 418 response in nubis-admin-api.yaml; it documents 200, 400, 401, 403, 404, 429',
    ]);
  });

  it('check 5: one id with two names', () => {
    const violations = glossaryViolations(
      page([`${FENCE}json`, '{"id": "6d2f4b8a-1c3e-4f5a-9b7c-2e4d6f8a0b1c", "legalName": "Example AG"}', FENCE]),
      glossary,
      [],
    );
    expect(violations).toEqual([
      'docs/test/page.md:2: id 6d2f4b8a-1c3e-4f5a-9b7c-2e4d6f8a0b1c is called Example AG here, but the glossary names it Example GmbH (billingProfile)',
    ]);
  });

  it('check 5: an id or a region outside the glossary', () => {
    const violations = glossaryViolations(
      page([
        'Example GmbH is `6d2f4b8a-1c3e-4f5a-9b7c-2e4d6f8a0b1c` in region `fra1`.',
        'Another profile is `11111111-2222-4333-8444-555555555555` in region `region-one`.',
      ]),
      glossary,
      [],
    );
    expect(violations).toEqual([
      'docs/test/page.md:2: id 11111111-2222-4333-8444-555555555555 is not in the glossary of running examples (tests/unit/fixtures/running-examples.json)',
      'docs/test/page.md:2: region region-one is not in the glossary, which has fra1, ams1',
    ]);
  });
});
