/**
 * Build-time settings read from the environment, each optional. Kept apart from the config so the
 * rules (what is optional, what is trimmed, what is refused) are unit-tested.
 */
import {BASE_PATH, PRODUCT_NAME} from '../constants';

export interface AnnouncementSettings {
  id: string;
  content: string;
}

export interface SiteEnv {
  /** Google Tag Manager container id (GTM-XXXX); absent means no analytics is loaded at all. */
  tagManagerContainerId: string | undefined;
  /** The announcement bar; absent when NUBIS_ANNOUNCEMENT_ID is set to an empty string. */
  announcement: AnnouncementSettings | undefined;
  /** The public URL of the site, used in the sitemap, canonical links and the feed. */
  siteUrl: string;
  /** Build the test-only fixture pages (crash page) used by the end-to-end tests. */
  testFixtures: boolean;
}

/** The release the default text describes: change both together when announcing the next one. */
const ANNOUNCED_RELEASE = '25.6.0';

export const DEFAULT_ANNOUNCEMENT: AnnouncementSettings = {
  id: `release-${ANNOUNCED_RELEASE}`,
  content:
    `${PRODUCT_NAME} ${ANNOUNCED_RELEASE} is out: savings plans for clients, VIES checks of VAT IDs and forced resume. ` +
    `<a href="${BASE_PATH}changelog/releases/v${ANNOUNCED_RELEASE}">Read the release notes</a>.`,
};

export const DEFAULT_SITE_URL = 'https://docs.nubis.io';

const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function readSiteEnv(env: Env): SiteEnv {
  const containerId = nonEmpty(env.NUBIS_GTM_CONTAINER_ID);
  if (containerId !== undefined && !TAG_MANAGER_ID.test(containerId)) {
    throw new Error(
      `NUBIS_GTM_CONTAINER_ID="${containerId}" is not a Google Tag Manager container id (expected GTM- followed by 4 to 12 letters or digits).`,
    );
  }

  let announcement: AnnouncementSettings | undefined = DEFAULT_ANNOUNCEMENT;
  if (env.NUBIS_ANNOUNCEMENT_ID !== undefined) {
    const id = nonEmpty(env.NUBIS_ANNOUNCEMENT_ID);
    const content = nonEmpty(env.NUBIS_ANNOUNCEMENT_HTML);
    if (id !== undefined && content === undefined) {
      throw new Error('NUBIS_ANNOUNCEMENT_ID is set but NUBIS_ANNOUNCEMENT_HTML is empty: give the bar its text.');
    }
    announcement = id !== undefined && content !== undefined ? {id, content} : undefined;
  }

  const siteUrl = (nonEmpty(env.NUBIS_SITE_URL) ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(siteUrl)) {
    throw new Error(`NUBIS_SITE_URL="${siteUrl}" must be an origin such as https://docs.example.com (no path).`);
  }

  return {
    tagManagerContainerId: containerId,
    announcement,
    siteUrl,
    testFixtures: env.NUBIS_TEST_FIXTURES === 'true' || env.NUBIS_TEST_FIXTURES === '1',
  };
}
