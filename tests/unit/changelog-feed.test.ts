import {describe, expect, it} from 'vitest';
import {buildRssFeed, releaseTime} from '../../src/plugins/changelog-feed/feed';

const channel = {
  title: 'Nubis release notes',
  description: 'Release notes',
  link: 'https://docs.example.com/docs/changelog/',
  selfUrl: 'https://docs.example.com/docs/changelog/rss.xml',
};

describe('the release notes feed', () => {
  it('lists releases newest first with RFC 822 dates and permalinks', () => {
    const xml = buildRssFeed(channel, [
      {date: '2025-04-29', title: 'Nubis 25.4.0', description: 'Older', url: 'https://docs.example.com/docs/changelog/releases/v25.4.0'},
      {date: '2025-06-24', title: 'Nubis 25.6.0', description: 'Newer', url: 'https://docs.example.com/docs/changelog/releases/v25.6.0'},
    ]);
    const titles = [...xml.matchAll(/<item>\s*<title><!\[CDATA\[([^\]]+)\]\]><\/title>/g)].map((match) => match[1]);
    expect(titles).toEqual(['Nubis 25.6.0', 'Nubis 25.4.0']);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<pubDate>Tue, 24 Jun 2025 12:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Tue, 24 Jun 2025 12:00:00 GMT</lastBuildDate>');
    // A guid without isPermaLink="false" is the item's permanent link.
    expect(xml).toContain('<guid>https://docs.example.com/docs/changelog/releases/v25.6.0</guid>');
    expect(xml).toContain('<atom:link href="https://docs.example.com/docs/changelog/rss.xml" rel="self" type="application/rss+xml"/>');
  });

  it('keeps markup in titles and descriptions as text', () => {
    const xml = buildRssFeed(channel, [
      {date: '2025-01-01', title: 'A & B ]]> C', description: '<b>x</b>', url: 'https://x.example/?a=1&b=2'},
    ]);
    expect(xml).toContain('<title><![CDATA[A & B ]]]]><![CDATA[> C]]></title>');
    expect(xml).toContain('<description><![CDATA[<b>x</b>]]></description>');
    expect(xml).toContain('<link>https://x.example/?a=1&amp;b=2</link>');
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => releaseTime('24/06/2025')).toThrow(/not a YYYY-MM-DD date/);
  });
});
