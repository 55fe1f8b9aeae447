/**
 * Searches written the way readers ask them, each with the page that must be among the first three
 * results (its route under the base path), in two lists: RELEVANCE_QUERIES, and READER_QUERIES in the
 * readers' own words (issue 38). The suite (relevance.spec.ts) runs each list against the built index
 * and needs its pass rate.
 */
export interface RelevanceQuery {
  query: string;
  page: string;
}

export const RELEVANCE_PASS_RATE = 0.9;

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = [
  // Administrators: billing
  {query: 'how do I stop a client who does not pay', page: 'administrators-manual/billing/automated-suspension'},
  {query: 'suspend accounts with unpaid invoices', page: 'administrators-manual/billing/automated-suspension'},
  {query: 'VAT number check', page: 'administrators-manual/billing/tax-rules'},
  {query: 'reverse charge', page: 'administrators-manual/billing/tax-rules'},
  {query: 'tax exempt client', page: 'administrators-manual/billing/tax-rules'},
  {query: 'savings plan term', page: 'administrators-manual/billing/savings-plans'},
  {query: 'free credit for new customers', page: 'administrators-manual/billing/promotional-credits-at-sign-up'},
  {query: 'price per hour of an instance', page: 'administrators-manual/billing/price-plans'},
  {query: 'add a currency', page: 'administrators-manual/billing/currencies'},
  {query: 'invoice numbering', page: 'administrators-manual/billing/invoice-generation/configure-invoicing'},
  {query: 'what is a billing resource type', page: 'administrators-manual/billing/resource-types'},
  // Administrators: clouds, settings, integrations
  {query: 'connect an openstack cloud', page: 'administrators-manual/openstack/add-openstack-cloud'},
  {query: 'virtuozzo s3 storage', page: 'administrators-manual/openstack/configure-vhi-s3'},
  {query: 'sell domain names', page: 'administrators-manual/openstack/domain-reseller'},
  {query: 'turn off a service for clients', page: 'administrators-manual/openstack/enable-disable-services'},
  {query: 'show cpu graphs to clients', page: 'administrators-manual/openstack/instance-metrics'},
  {query: 'bare metal servers', page: 'administrators-manual/openstack/ironic-baremetal'},
  {query: 'keycloak theme', page: 'administrators-manual/others/customize-keycloak-theme'},
  {query: 'change the logo on the login page', page: 'administrators-manual/others/customize-keycloak-theme'},
  {query: 'google analytics events', page: 'administrators-manual/others/marketing-events'},
  {query: 'add a link to the dashboard menu', page: 'administrators-manual/settings/create-custom-menu-item'},
  {query: 'group flavors into categories', page: 'administrators-manual/settings/flavor-categories'},
  {query: 'whmcs integration', page: 'administrators-manual/integrations/whmcs'},
  {query: 'approve new accounts by hand', page: 'administrators-manual/account/account-activation'},
  // Operators
  {query: 'install on microk8s', page: 'operators-manual/kubernetes-install/microk8s'},
  {query: 'install nubis on kubernetes', page: 'operators-manual/kubernetes-install/'},
  {query: 'back up the database', page: 'operators-manual/kubernetes-install/backup'},
  {query: 'restore from a backup', page: 'operators-manual/kubernetes-install/backup'},
  {query: 'private certificate authority', page: 'operators-manual/kubernetes-install/custom-ca'},
  {query: 'keycloak realm', page: 'operators-manual/identity'},
  {query: 'rabbitmq notifications from openstack', page: 'operators-manual/openstack/openstack-notifications'},
  // Clients
  {query: 'activate my account', page: 'client-manual/account/account-activation'},
  {query: 'invite a colleague to my team', page: 'client-manual/team/user-invitation'},
  {query: 'how much do I save with a savings plan', page: 'client-manual/financial/savings-plans'},
  // API
  {query: 'create a user with the API', page: 'api/reference/create-user'},
  {query: 'delete a user', page: 'api/reference/delete-user'},
  {query: 'suspend billing profile', page: 'api/reference/suspend-a-billing-profile'},
  {query: 'resume a billing profile', page: 'api/reference/resume-a-billing-profile'},
  {query: 'list the bills of a client', page: 'api/reference/list-bills'},
  {query: 'give an account credit through the API', page: 'api/reference/create-account-credit'},
  {query: 'provision services to a project', page: 'api/reference/provision-services-to-a-project'},
  {query: 'get an access token for the admin API', page: 'api/authentication/'},
  {query: 'usage export as csv', page: 'billing-resource-exporter-api'},
  // Changelog and contributors
  {query: 'what changed in 25.6', page: 'changelog/releases/v25.6.0'},
  {query: 'release notes 25.5.0', page: 'changelog/releases/v25.5.0'},
  {query: 'admonition syntax for a docs page', page: 'markdown-page'},
];

/** The share of READER_QUERIES that must find their page in the top 3 (issue 38's acceptance). */
export const READER_PASS_RATE = 0.95;

/**
 * Searches in readers' words, not ours (issue 38): how each reader asks for a task in their own terms,
 * with synonyms (bill for invoice, customer for client, tenant for project), typos, the error codes and
 * field names they copy from a response or a log, and the commands they type. None is a page title.
 * A comment names who types the query and, where it is not plain, why the page answers it.
 */
export const READER_QUERIES: readonly RelevanceQuery[] = [
  // Administrators: billing
  // An administrator whose partners want to resell the cloud under their own name and address.
  {query: 'sell under my own brand', page: 'administrators-manual/openstack/domain-reseller'},
  {query: 'white label cloud for partners', page: 'administrators-manual/openstack/domain-reseller'},
  // Disabling a service hides it from clients and blocks new provisioning.
  {query: 'hide a service from customers', page: 'administrators-manual/openstack/enable-disable-services'},
  // Giving money back: card refunds are made in Stripe, others as a REFUND account credit, as the payment gateway section says.
  {query: 'refund', page: 'administrators-manual/billing/invoice-generation/configure-invoicing'},
  // A GOODWILL credit, after an outage.
  {query: 'compensate a customer after an outage', page: 'administrators-manual/billing/promotional-credits-at-sign-up'},
  {query: 'welcome bonus for new signups', page: 'administrators-manual/billing/promotional-credits-at-sign-up'},
  // The draw-down order of account credits.
  {query: 'which credit is used first', page: 'administrators-manual/billing/promotional-credits-at-sign-up'},
  // The industry's word for reminders, suspension and termination of overdue accounts.
  {query: 'dunning', page: 'administrators-manual/billing/automated-suspension'},
  // Typo of "suspension".
  {query: 'suspention after overdue invoice', page: 'administrators-manual/billing/automated-suspension'},
  // The field of a billing profile the suspension rules compare the balance with; negative means post-pay.
  {query: 'creditLimit', page: 'administrators-manual/billing/automated-suspension'},
  // Typo of "invoice": the number series.
  {query: 'invioce number prefix', page: 'administrators-manual/billing/invoice-generation/configure-invoicing'},
  // Payment terms, the days between issue and due date.
  {query: 'invoice due in 30 days', page: 'administrators-manual/billing/invoice-generation/configure-invoicing'},
  // Voiding an issued invoice creates a credit note.
  {query: 'credit note for a cancelled invoice', page: 'administrators-manual/billing/invoice-generation/configure-invoicing'},
  {
    query: 'bill customers at the end of the month for what they used',
    page: 'administrators-manual/billing/invoice-generation/configure-invoicing',
  },
  // EU consumers pay their own country's rate through the One-Stop Shop.
  {query: 'charge VAT to consumers in other EU countries', page: 'administrators-manual/billing/tax-rules'},
  // An integrator who reads UNVERIFIED in a billing profile: the VIES check sets it.
  {query: 'vatIdStatus', page: 'administrators-manual/billing/tax-rules'},
  {query: 'sales tax per country', page: 'administrators-manual/billing/tax-rules'},
  {query: 'pricePlanId', page: 'administrators-manual/billing/price-plans'},
  // A modifier adds a surcharge, such as a Windows licence per hour.
  {query: 'windows license surcharge', page: 'administrators-manual/billing/price-plans'},
  // Tier schemes.
  {query: 'volume discount', page: 'administrators-manual/billing/price-plans'},
  {query: 'bill customers in dollars', page: 'administrators-manual/billing/currencies'},
  {query: 'exchange rate update', page: 'administrators-manual/billing/currencies'},
  // The field of a bill line covered by a savings plan.
  {query: 'savingsPlanCovered', page: 'administrators-manual/billing/savings-plans'},
  // Other clouds' name for a commitment discount.
  {query: 'reserved instances discount', page: 'administrators-manual/billing/savings-plans'},
  // Built-in resource types include floating IPs.
  {query: 'charge for floating ips', page: 'administrators-manual/billing/resource-types'},
  {query: 'gauge or cumulative meter', page: 'administrators-manual/billing/resource-types'},
  // Administrators: clouds, settings, integrations
  {query: 'keystone auth url', page: 'administrators-manual/openstack/add-openstack-cloud'},
  {query: 'object storage access keys for clients', page: 'administrators-manual/openstack/configure-vhi-s3'},
  // The Virtuozzo command that manages S3 users.
  {query: 'ostor-s3-admin', page: 'administrators-manual/openstack/configure-vhi-s3'},
  // Nova's scheduler error when no Ironic node of the flavor's class is available.
  {query: 'No valid host was found', page: 'administrators-manual/openstack/ironic-baremetal'},
  {query: 'rent dedicated servers by the hour', page: 'administrators-manual/openstack/ironic-baremetal'},
  {query: 'cpu usage charts have gaps', page: 'administrators-manual/openstack/instance-metrics'},
  {query: 'status page link in the sidebar', page: 'administrators-manual/settings/create-custom-menu-item'},
  {query: 'order of instance sizes in the dashboard', page: 'administrators-manual/settings/flavor-categories'},
  {query: 'GA4 purchase event', page: 'administrators-manual/others/marketing-events'},
  // Typo of "Keycloak".
  {query: 'keycloack theme', page: 'administrators-manual/others/customize-keycloak-theme'},
  {query: 'login page css', page: 'administrators-manual/others/customize-keycloak-theme'},
  // Half-typed "WHMCS".
  {query: 'whmc module', page: 'administrators-manual/integrations/whmcs'},
  // API integrators
  // Error codes copied from a response: the admin API guide's troubleshooting says what each means.
  {query: 'RESUME_CONDITIONS_NOT_MET', page: 'api/'},
  {query: 'IDEMPOTENCY_KEY_REUSED', page: 'api/'},
  {query: 'BILLING_PROFILE_CLOSED', page: 'api/'},
  {query: 'too many requests 429', page: 'api/'},
  // Keycloak's token endpoint error for a wrong client ID or secret.
  {query: 'invalid_client', page: 'api/authentication/'},
  {query: 'client credentials token expired', page: 'api/authentication/'},
  // Two letters off "authentication".
  {query: 'authentification token', page: 'api/authentication/'},
  // A Nubis project is one Keystone project, which OpenStack used to call a tenant.
  {query: 'create a tenant for a customer', page: 'api/reference/create-project'},
  {query: 'download monthly usage for reconciliation', page: 'billing-resource-exporter-api'},
  // Operators
  // The whole upgrade procedure is the operators manual's day-2 task.
  {query: 'helm upgrade', page: 'operators-manual/'},
  {query: 'hardware requirements', page: 'operators-manual/'},
  {query: 'velero backup', page: 'operators-manual/kubernetes-install/backup'},
  {query: 'pg_dump', page: 'operators-manual/kubernetes-install/backup'},
  {query: 'rabbitmqctl', page: 'operators-manual/openstack/openstack-notifications'},
  {query: 'oslo messaging driver', page: 'operators-manual/openstack/openstack-notifications'},
  // The Java error for a certificate signed by an unknown authority.
  {query: 'PKIX path building failed', page: 'operators-manual/kubernetes-install/custom-ca'},
  {query: 'java truststore cacerts', page: 'operators-manual/kubernetes-install/custom-ca'},
  // An automatic snap refresh once broke registry access: pin the channel.
  {query: 'snap refresh broke the cluster', page: 'operators-manual/kubernetes-install/microk8s'},
  {query: 'add nodes for high availability', page: 'operators-manual/kubernetes-install/microk8s'},
  // Typo of "Keycloak": its mail settings.
  {query: 'keycloack smtp', page: 'operators-manual/identity'},
  {query: '2fa for users', page: 'operators-manual/identity'},
  // Clients
  {query: "didn't get the confirmation email", page: 'client-manual/account/account-activation'},
  {query: 'why is my account not active yet', page: 'client-manual/account/account-activation'},
  {query: 'remove someone from my team', page: 'client-manual/team/user-invitation'},
  {query: 'make someone else the owner', page: 'client-manual/team/user-invitation'},
  {query: 'pay upfront for a discount', page: 'client-manual/financial/savings-plans'},
  // Changelog and contributors
  // Releases are named YY.M.PATCH: 25.6.0 is June 2025.
  {query: 'june 2025 release', page: 'changelog/releases/v25.6.0'},
  {query: 'end of support 25.3', page: 'changelog/releases/archive'},
  {query: 'json code block title', page: 'markdown-page'},
];
