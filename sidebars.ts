import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {releasedVersions} from './src/utils/releases';
import {ADMIN_API_REFERENCE, BILLING_RESOURCE_API_REFERENCE, referenceOverviewPath} from './src/api-reference/sections';

/** The manuals, by reader; the changelog, newest release first; the hand-written API guides. */
const sidebars: SidebarsConfig = {
  manuals: [
    {
      type: 'category',
      label: "Operator's Manual",
      link: {type: 'doc', id: 'index'},
      collapsed: false,
      items: [
        {type: 'doc', id: 'operators-manual/index', label: 'Operations overview'},
        'operators-manual/identity',
        {
          type: 'category',
          label: 'Kubernetes install',
          link: {type: 'doc', id: 'operators-manual/kubernetes-install/index'},
          items: [
            'operators-manual/kubernetes-install/microk8s',
            'operators-manual/kubernetes-install/custom-ca',
            'operators-manual/kubernetes-install/backup',
          ],
        },
        {
          type: 'category',
          label: 'OpenStack',
          items: ['operators-manual/openstack/openstack-notifications'],
        },
      ],
    },
    {
      type: 'category',
      label: "Administrator's Manual",
      link: {type: 'doc', id: 'administrators-manual/index'},
      items: [
        {type: 'category', label: 'Account', items: ['administrators-manual/account/account-activation']},
        {
          type: 'category',
          label: 'Billing',
          items: [
            'administrators-manual/billing/price-plans',
            'administrators-manual/billing/currencies',
            'administrators-manual/billing/tax-rules',
            'administrators-manual/billing/resource-types',
            'administrators-manual/billing/savings-plans',
            'administrators-manual/billing/promotional-credits-at-sign-up',
            'administrators-manual/billing/automated-suspension',
            {
              type: 'category',
              label: 'Invoice generation',
              items: ['administrators-manual/billing/invoice-generation/configure-invoicing'],
            },
          ],
        },
        {type: 'category', label: 'Integrations', items: ['administrators-manual/integrations/whmcs']},
        {
          type: 'category',
          label: 'OpenStack',
          items: [
            'administrators-manual/openstack/add-openstack-cloud',
            'administrators-manual/openstack/enable-disable-services',
            'administrators-manual/openstack/instance-metrics',
            'administrators-manual/openstack/configure-vhi-s3',
            'administrators-manual/openstack/ironic-baremetal',
            'administrators-manual/openstack/domain-reseller',
          ],
        },
        {
          type: 'category',
          label: 'Others',
          items: ['administrators-manual/others/customize-keycloak-theme', 'administrators-manual/others/marketing-events'],
        },
        {
          type: 'category',
          label: 'Settings',
          items: ['administrators-manual/settings/create-custom-menu-item', 'administrators-manual/settings/flavor-categories'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Client Manual',
      link: {type: 'doc', id: 'client-manual/index'},
      items: [
        {type: 'category', label: 'Account', items: ['client-manual/account/account-activation']},
        {type: 'category', label: 'Financial', items: ['client-manual/financial/savings-plans']},
        {type: 'category', label: 'Team', items: ['client-manual/team/user-invitation']},
      ],
    },
  ],
  changelog: [
    {type: 'doc', id: 'changelog/index', label: 'Changelog'},
    ...releasedVersions(__dirname).map((version) => `changelog/releases/v${version}`),
    {type: 'doc', id: 'changelog/releases/archive', label: 'Older releases'},
  ],
  api: [
    {type: 'doc', id: 'api/index', label: 'Admin API guide'},
    {type: 'doc', id: 'api/authentication/index', label: 'Authentication'},
    {type: 'link', label: 'Admin API reference', href: referenceOverviewPath(ADMIN_API_REFERENCE)},
    {type: 'doc', id: 'billing-resource-exporter-api', label: 'Billing resource exporter'},
    {type: 'link', label: 'Billing resource API reference', href: referenceOverviewPath(BILLING_RESOURCE_API_REFERENCE)},
  ],
};

export default sidebars;
