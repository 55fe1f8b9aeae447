/**
 * The API guide's first flows (docs/api/index.md, docs/billing-resource-exporter-api.md), written as
 * an integrator writes them: against the types that openapi-typescript and the client that
 * @hey-api/openapi-ts generate from the two published files (`npm run clients:generate` writes them
 * to .generated/clients). `npm run typecheck` generates them and compiles this file with the site's
 * strict settings, so a response field the API always sends but the spec leaves optional, a renamed
 * operationId or a changed body breaks the build here before it breaks an integrator's code.
 */
import type {components as AdminSchemas} from '../../.generated/clients/nubis-admin-api/schema';
import type {components as BillingSchemas} from '../../.generated/clients/nubis-billing-resource-api/schema';
import * as admin from '../../.generated/clients/nubis-admin-api/sdk';
import {createClient as createAdminClient, createConfig as adminConfig} from '../../.generated/clients/nubis-admin-api/sdk/client';
import * as billing from '../../.generated/clients/nubis-billing-resource-api/sdk';
import {
  createClient as createBillingClient,
  createConfig as billingConfig,
} from '../../.generated/clients/nubis-billing-resource-api/sdk/client';

type BillingProfile = AdminSchemas['schemas']['BillingProfileResponse'];
type Bill = AdminSchemas['schemas']['BillResponse'];
type ExportRow = BillingSchemas['schemas']['BillingResourceExportRow'];

/** Both clients on one installation, with a token that `getToken` renews (docs/api/authentication). */
export function nubisClients(baseUrl: string, getToken: () => Promise<string>) {
  return {
    admin: createAdminClient(adminConfig({baseUrl, auth: getToken})),
    billing: createBillingClient(billingConfig({baseUrl, auth: getToken})),
  };
}
type Clients = ReturnType<typeof nubisClients>;

/** What is left of the client's budget of 600 requests per minute, from any 2xx or 4xx response. */
export function remainingBudget(response: Response): number | undefined {
  const remaining = response.headers.get('RateLimit-Remaining');
  return remaining === null ? undefined : Number(remaining);
}

/** A billing profile in one line, read through openapi-typescript's types: none of these fields is optional. */
export function describeProfile(profile: BillingProfile): string {
  const {creditLimit, balance} = profile;
  return `${profile.legalName ?? profile.email} (${profile.status}): ${profile.currency}, plan ${profile.pricePlanId}, limit ${creditLimit.amount}, balance ${balance.amount}`;
}

/** Onboard a client step by step: the owner, the billing profile, its activation. */
export async function onboardClient(clients: Clients, idempotencyKeys: {user: string; profile: string}): Promise<BillingProfile> {
  const {data: user} = await admin.createUser({
    client: clients.admin,
    throwOnError: true,
    headers: {'Idempotency-Key': idempotencyKeys.user},
    body: {email: 'jane.doe@example.com', firstName: 'Jane', lastName: 'Doe', locale: 'de', sendInvitation: true},
  });
  const {data: created} = await admin.createBillingProfile({
    client: clients.admin,
    throwOnError: true,
    headers: {'Idempotency-Key': idempotencyKeys.profile},
    body: {
      ownerUserId: user.id,
      type: 'COMPANY',
      legalName: 'Example GmbH',
      email: 'billing@example.com',
      address: {line1: 'Musterstrasse 12', city: 'Berlin', postalCode: '10115', country: 'DE'},
      vatId: 'DE123456789',
      currency: 'EUR',
      creditLimit: {amount: '-500.0000', currency: 'EUR'},
    },
  });
  const {data: activated, response} = await admin.activateBillingProfile({
    client: clients.admin,
    throwOnError: true,
    path: {billingProfileId: created.id},
  });
  // Always sent, so no check for undefined: these lines compile only while the spec says so.
  const summary: string[] = [
    activated.currency,
    activated.pricePlanId,
    `${activated.creditLimit.amount} ${activated.creditLimit.currency}`,
    `${activated.balance.amount} ${activated.balance.currency}`,
    activated.status,
  ];
  console.log(`${describeProfile(activated)}; ${summary.join(', ')}; ${remainingBudget(response) ?? 'no'} requests left this minute`);
  return activated;
}

/** Page through the bills of a billing profile, 200 at a time (the largest page). */
export async function allBills(clients: Clients, billingProfileId: string): Promise<Bill[]> {
  const bills: Bill[] = [];
  for (let page = 0; ; page++) {
    const {data} = await admin.listBills({
      client: clients.admin,
      throwOnError: true,
      query: {billingProfileId, page, size: 200, sort: ['periodStart,desc']},
    });
    bills.push(...data.content);
    if (data.page.number + 1 >= data.page.totalPages) return bills;
  }
}

/** Export a month of billing resources as JSON: create, poll until it has finished, download. */
export async function exportMonth(clients: Clients, from: string, to: string, pollMs = 5000): Promise<ExportRow[]> {
  const {data: requested} = await billing.createBillingResourceExport({
    client: clients.billing,
    throwOnError: true,
    body: {from, to, format: 'JSON'},
  });
  let current = requested;
  while (current.status === 'QUEUED' || current.status === 'RUNNING') {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    ({data: current} = await billing.getBillingResourceExport({client: clients.billing, throwOnError: true, path: {exportId: current.id}}));
  }
  if (current.status === 'FAILED') throw new Error(`export ${current.id} failed: ${current.failureReason ?? 'no reason given'}`);
  const {data: file} = await billing.downloadBillingResourceExport({
    client: clients.billing,
    throwOnError: true,
    path: {exportId: current.id},
  });
  if (file.rowCount !== file.rows.length)
    throw new Error(`export ${file.exportId} announces ${file.rowCount} rows and holds ${file.rows.length}`);
  return file.rows;
}
