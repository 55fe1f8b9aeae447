import {PRODUCT_SLUG} from '../../constants';

/** The client entry's steps, in order (./entry.ts), and the prefix of the performance mark each sets. */
export const CLIENT_ENTRY_STEPS = ['routes', 'route-scripts', 'react-dom', 'client-modules', 'layout', 'docusaurus'] as const;
export type ClientEntryStep = (typeof CLIENT_ENTRY_STEPS)[number];
export const CLIENT_ENTRY_MARK = `${PRODUCT_SLUG}:client-entry:`;
