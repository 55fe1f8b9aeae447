import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PRODUCT_NAME} from '../../constants';
import {releasedVersions} from '../../utils/releases';
import {buildRssFeed, type FeedRelease} from './feed';

/** Where the feed is published, relative to the base path. */
export const FEED_PATH = 'changelog/rss.xml';

/** YAML reads an unquoted `2025-06-24` as a date; the release notes' front matter may hold either. */
function isoDay(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value : undefined;
}

/** The release notes, newest first, as the docs plugin loaded them; throws on one without its `release_date`. */
export function releasesOf(docs: LoadedContent | undefined, versions: string[], origin: string): FeedRelease[] {
  const loaded = docs?.loadedVersions.flatMap((version) => version.docs) ?? [];
  return versions.map((version) => {
    const id = `changelog/releases/v${version}`;
    const doc = loaded.find((candidate) => candidate.id === id);
    const date = isoDay(doc?.frontMatter.release_date);
    if (!doc || !date) throw new Error(`docs/${id}.md needs a release_date (YYYY-MM-DD) in its front matter.`);
    return {date, title: doc.title, description: doc.description, url: `${origin}${doc.permalink}`};
  });
}

/** Publishes the release notes as an RSS feed and announces it in every page's head. */
export default function changelogFeedPlugin(context: LoadContext): Plugin {
  const base = `${context.siteConfig.url}${context.baseUrl}`;
  let releases: FeedRelease[] = [];
  return {
    name: 'nubis-changelog-feed',
    allContentLoaded({allContent}) {
      releases = releasesOf(
        allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined,
        releasedVersions(context.siteDir),
        context.siteConfig.url,
      );
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'alternate',
              type: 'application/rss+xml',
              title: `${PRODUCT_NAME} release notes`,
              href: `${context.baseUrl}${FEED_PATH}`,
            },
          },
        ],
      };
    },
    async postBuild({outDir}) {
      const xml = buildRssFeed(
        {
          title: `${PRODUCT_NAME} release notes`,
          description: `New features, fixes, breaking changes and upgrade steps of each ${PRODUCT_NAME} release.`,
          link: `${base}changelog/`,
          selfUrl: `${base}${FEED_PATH}`,
        },
        releases,
      );
      const target = path.join(outDir, FEED_PATH);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, xml);
    },
  };
}
