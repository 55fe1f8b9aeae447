/** The routes the site must serve, relative to the base path. */
import {PRODUCT_SLUG} from '../../src/constants';

const ROOT_ROUTES = ['', 'markdown-page'];

const OPERATORS_MANUAL_ROUTES = [
  'operators-manual/',
  'operators-manual/identity',
  'operators-manual/kubernetes-install/',
  'operators-manual/kubernetes-install/backup',
  'operators-manual/kubernetes-install/custom-ca',
  'operators-manual/kubernetes-install/microk8s',
  'operators-manual/openstack/openstack-notifications',
];

const ADMINISTRATORS_MANUAL_ROUTES = [
  'administrators-manual/',
  'administrators-manual/account/account-activation',
  ...[
    'automated-suspension',
    'currencies',
    'invoice-generation/configure-invoicing',
    'price-plans',
    'promotional-credits-at-sign-up',
    'resource-types',
    'savings-plans',
    'tax-rules',
  ].map((page) => `administrators-manual/billing/${page}`),
  'administrators-manual/integrations/whmcs',
  ...['add-openstack-cloud', 'configure-vhi-s3', 'domain-reseller', 'enable-disable-services', 'instance-metrics', 'ironic-baremetal'].map(
    (page) => `administrators-manual/openstack/${page}`,
  ),
  'administrators-manual/others/customize-keycloak-theme',
  'administrators-manual/others/marketing-events',
  'administrators-manual/settings/create-custom-menu-item',
  'administrators-manual/settings/flavor-categories',
];

const CLIENT_MANUAL_ROUTES = [
  'client-manual/',
  'client-manual/account/account-activation',
  'client-manual/financial/savings-plans',
  'client-manual/team/user-invitation',
];

const CHANGELOG_ROUTES = [
  'changelog/',
  'changelog/releases/archive',
  // The released versions the specification names.
  ...['25.4.0', '25.5.0', '25.6.0'].map((version) => `changelog/releases/v${version}`),
];

const API_GUIDE_ROUTES = ['api', 'api/authentication/', 'billing-resource-exporter-api'];

const ADMIN_API_OPERATION_SLUGS = [
  'create-user',
  'get-user',
  'list-users',
  'delete-user',
  'create-project',
  'get-project',
  'list-projects',
  'provision-services-to-a-project',
  'create-billing-profile',
  'get-billing-profile',
  'list-billing-profiles',
  'update-billing-profile',
  'activate-a-new-billing-profile',
  'suspend-a-billing-profile',
  'resume-a-billing-profile',
  'create-account-credit',
  'get-account-credit',
  'list-account-credits',
  'delete-account-credit',
  'get-bill',
  'list-bills',
  'get-service-provider',
  'list-service-providers',
];

export const ADMIN_API_ROUTES = [`${PRODUCT_SLUG}-admin-api`, ...ADMIN_API_OPERATION_SLUGS].map((slug) => `api/reference/${slug}`);

export const BILLING_RESOURCE_API_ROUTES = ['billing-resource-exporter-api', 'billing-resource-types', 'billing-resources'].map(
  (slug) => `billing-resource-api/reference/${slug}`,
);

/** Every page of the manuals, with the sidebar they are shown with. */
export const MANUAL_ROUTES = [
  ...ROOT_ROUTES,
  ...OPERATORS_MANUAL_ROUTES,
  ...ADMINISTRATORS_MANUAL_ROUTES,
  ...CLIENT_MANUAL_ROUTES,
  ...CHANGELOG_ROUTES,
  ...API_GUIDE_ROUTES,
];
