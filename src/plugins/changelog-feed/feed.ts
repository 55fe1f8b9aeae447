/** The RSS 2.0 document of the release notes, written by the `feed` package: pure, so it is unit-tested without a build. */
import {Feed} from 'feed';

export interface FeedRelease {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  title: string;
  description: string;
  /** Absolute URL of the release notes page: the item's link and permalink. */
  url: string;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute URL of the changelog index. */
  link: string;
  /** Absolute URL of the feed itself. */
  selfUrl: string;
}

/** Noon UTC of the release day, so that the date reads the same in every time zone. */
export function releaseTime(isoDate: string): Date {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime()))
    throw new Error(`Release date "${isoDate}" is not a YYYY-MM-DD date.`);
  return date;
}

export function buildRssFeed(channel: FeedChannel, releases: readonly FeedRelease[]): string {
  const newestFirst = [...releases].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const newest = newestFirst[0];
  const feed = new Feed({
    id: channel.link,
    link: channel.link,
    title: channel.title,
    description: channel.description,
    language: 'en',
    copyright: '',
    // The newest release, not the build time: the same sources give the same file.
    updated: newest ? releaseTime(newest.date) : new Date(0),
    feedLinks: {rss: channel.selfUrl},
  });
  for (const release of newestFirst) {
    feed.addItem({title: release.title, link: release.url, description: release.description, date: releaseTime(release.date)});
  }
  return feed.rss2();
}
