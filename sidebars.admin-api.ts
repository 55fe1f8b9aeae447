import {ADMIN_API_REFERENCE, loadGeneratedSidebar} from './src/apiReference';

/** The Admin API sidebar: generated from openapi/nubis-admin-api.yaml, grouped by tag. */
export default {[ADMIN_API_REFERENCE.sidebarId]: loadGeneratedSidebar(ADMIN_API_REFERENCE, __dirname)};
