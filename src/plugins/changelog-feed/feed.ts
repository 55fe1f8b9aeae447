/** The RSS 2.0 document of the release notes: pure, so it is unit-tested without a build. */

export interface FeedRelease {
  version: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  title: string;
  description: string;
  /** Absolute URL of the release notes page. */
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

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** RFC 822 date at noon UTC, as RSS requires. */
export function rfc822(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Release date "${isoDate}" is not a YYYY-MM-DD date.`);
  return date.toUTCString().replace('GMT', '+0000');
}

export function buildRssFeed(channel: FeedChannel, releases: readonly FeedRelease[]): string {
  const newestFirst = [...releases].sort((a, b) => b.date.localeCompare(a.date));
  const newest = newestFirst[0];
  const items = newestFirst.map(
    (release) => `    <item>
      <title>${escapeXml(release.title)}</title>
      <link>${escapeXml(release.url)}</link>
      <guid isPermaLink="true">${escapeXml(release.url)}</guid>
      <pubDate>${rfc822(release.date)}</pubDate>
      <description>${escapeXml(release.description)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en</language>
    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${rfc822(newest.date)}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}
