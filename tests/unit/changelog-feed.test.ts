import {describe, expect, it} from 'vitest';
import {buildRssFeed, escapeXml, rfc822} from '../../src/plugins/changelog-feed/feed';

const channel = {
  title: 'Nubis release notes',
  description: 'Release notes',
  link: 'https://docs.example.com/docs/changelog/',
  selfUrl: 'https://docs.example.com/docs/changelog/rss.xml',
};

describe('the release notes feed', () => {
  it('lists releases newest first with RFC 822 dates and permalinks', () => {
    const xml = buildRssFeed(channel, [
      {version: '25.4.0', date: '2025-04-29', title: 'Nubis 25.4.0', description: 'Older', url: 'https://docs.example.com/docs/changelog/releases/v25.4.0'},
      {version: '25.6.0', date: '2025-06-24', title: 'Nubis 25.6.0', description: 'Newer', url: 'https://docs.example.com/docs/changelog/releases/v25.6.0'},
    ]);
    const titles = [...xml.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((match) => match[1]);
    expect(titles).toEqual(['Nubis 25.6.0', 'Nubis 25.4.0']);
    expect(xml).toContain('<pubDate>Tue, 24 Jun 2025 12:00:00 +0000</pubDate>');
    expect(xml).toContain('<lastBuildDate>Tue, 24 Jun 2025 12:00:00 +0000</lastBuildDate>');
    expect(xml).toContain('<guid isPermaLink="true">https://docs.example.com/docs/changelog/releases/v25.6.0</guid>');
    expect(xml).toContain('<atom:link href="https://docs.example.com/docs/changelog/rss.xml" rel="self" type="application/rss+xml"/>');
  });

  it('escapes markup in titles and descriptions', () => {
    expect(escapeXml(`Tax <VAT> & "OSS" 'rules'`)).toBe('Tax &lt;VAT&gt; &amp; &quot;OSS&quot; &apos;rules&apos;');
    const xml = buildRssFeed(channel, [{version: '1', date: '2025-01-01', title: 'A & B', description: '<b>x</b>', url: 'https://x.example/'}]);
    expect(xml).toContain('<title>A &amp; B</title>');
    expect(xml).toContain('<description>&lt;b&gt;x&lt;/b&gt;</description>');
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => rfc822('24/06/2025')).toThrow(/not a YYYY-MM-DD date/);
  });
});
