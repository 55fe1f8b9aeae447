import {BILLING_RESOURCE_API_REFERENCE, loadGeneratedSidebar} from './src/apiReference';

/** The billing resource API sidebar: generated from openapi/nubis-billing-resource-api.yaml, grouped by tag. */
export default {[BILLING_RESOURCE_API_REFERENCE.sidebarId]: loadGeneratedSidebar(BILLING_RESOURCE_API_REFERENCE, __dirname)};
