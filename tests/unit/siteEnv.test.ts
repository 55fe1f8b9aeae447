import {describe, expect, it} from 'vitest';
import {DEFAULT_ANNOUNCEMENT, DEFAULT_SITE_URL, readSiteEnv} from '../../src/utils/siteEnv';

describe('readSiteEnv', () => {
  it('loads no analytics and shows the default announcement when nothing is set', () => {
    const env = readSiteEnv({});
    expect(env.tagManagerContainerId).toBeUndefined();
    expect(env.announcement).toEqual(DEFAULT_ANNOUNCEMENT);
    expect(env.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(env.testFixtures).toBe(false);
  });

  it('treats an empty or blank analytics id as absent', () => {
    expect(readSiteEnv({NUBIS_GTM_CONTAINER_ID: ''}).tagManagerContainerId).toBeUndefined();
    expect(readSiteEnv({NUBIS_GTM_CONTAINER_ID: '   '}).tagManagerContainerId).toBeUndefined();
  });

  it('accepts a tag manager container id and refuses anything else with the reason', () => {
    expect(readSiteEnv({NUBIS_GTM_CONTAINER_ID: ' GTM-AB12CD '}).tagManagerContainerId).toBe('GTM-AB12CD');
    expect(() => readSiteEnv({NUBIS_GTM_CONTAINER_ID: 'UA-12345-1'})).toThrow(/not a Google Tag Manager container id/);
  });

  it('takes the announcement from the environment, and an empty id turns the bar off', () => {
    expect(
      readSiteEnv({NUBIS_ANNOUNCEMENT_ID: 'maintenance-2025-07', NUBIS_ANNOUNCEMENT_HTML: 'Maintenance tonight'}).announcement,
    ).toEqual({
      id: 'maintenance-2025-07',
      content: 'Maintenance tonight',
    });
    expect(readSiteEnv({NUBIS_ANNOUNCEMENT_ID: ''}).announcement).toBeUndefined();
    expect(() => readSiteEnv({NUBIS_ANNOUNCEMENT_ID: 'new-id'})).toThrow(/NUBIS_ANNOUNCEMENT_HTML is empty/);
  });

  it('normalises the site URL and refuses one with a path', () => {
    expect(readSiteEnv({NUBIS_SITE_URL: 'https://docs.example.com/'}).siteUrl).toBe('https://docs.example.com');
    expect(() => readSiteEnv({NUBIS_SITE_URL: 'https://example.com/docs'})).toThrow(/must be an origin/);
  });

  it('builds the test fixtures only when asked', () => {
    expect(readSiteEnv({NUBIS_TEST_FIXTURES: 'true'}).testFixtures).toBe(true);
    expect(readSiteEnv({NUBIS_TEST_FIXTURES: 'false'}).testFixtures).toBe(false);
  });
});
