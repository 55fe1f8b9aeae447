/**
 * Searches written the way readers ask them, each with the page that must be among the first three
 * results (its route under the base path). The suite (relevance.spec.ts) runs them against the built
 * index and needs RELEVANCE_PASS_RATE of them to pass.
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
