import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PRODUCT_NAME, RELEASES} from '../../constants';
import {buildRssFeed, type FeedRelease} from './feed';

/** Where the feed is published, relative to the base path. */
export const FEED_PATH = 'changelog/rss.xml';

function frontMatterField(markdown: string, field: string): string | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(markdown)?.[1] ?? '';
  return new RegExp(`^${field}:\\s*(.+)$`, 'm').exec(frontMatter)?.[1]?.trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** Publishes the release notes of RELEASES as an RSS feed and announces it in every page's head. */
export default function changelogFeedPlugin(context: LoadContext): Plugin {
  const origin = context.siteConfig.url;
  const base = `${origin}${context.baseUrl}`;
  return {
    name: 'nubis-changelog-feed',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {rel: 'alternate', type: 'application/rss+xml', title: `${PRODUCT_NAME} release notes`, href: `${context.baseUrl}${FEED_PATH}`},
          },
        ],
      };
    },
    async postBuild({outDir}) {
      const releases: FeedRelease[] = await Promise.all(
        RELEASES.map(async ({version, date}) => {
          const file = path.join(context.siteDir, 'docs', 'changelog', 'releases', `v${version}.md`);
          const markdown = await readFile(file, 'utf8');
          const title = frontMatterField(markdown, 'title');
          const description = frontMatterField(markdown, 'description');
          const releaseDate = frontMatterField(markdown, 'release_date');
          if (!title || !description) throw new Error(`${file}: the feed needs its title and description front matter.`);
          if (releaseDate !== date) throw new Error(`${file}: release_date ${releaseDate} differs from RELEASES (${date}) in src/constants.ts.`);
          return {version, date, title, description, url: `${base}changelog/releases/v${version}`};
        }),
      );
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
