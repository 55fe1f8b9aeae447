/**
 * Just enough HTML reading for the link crawler: the build's HTML is written by React and minified,
 * so attribute values never hold a raw `>` (React escapes it) and attribute quotes may be absent.
 */

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

export interface Tag {
  name: string;
  attributes: Record<string, string>;
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!(name in attributes)) attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The start tags of a page, without the text of scripts, styles and comments (which may look like tags). */
export function startTags(html: string): Tag[] {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, '$1')
    .replace(/(<style\b[^>]*>)[\s\S]*?<\/style\s*>/gi, '$1');
  return [...markup.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)\b([^>]*)>/g)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    attributes: parseAttributes(match[2] ?? ''),
  }));
}

/** Every id a fragment can point at: id attributes, and name attributes of <a>. */
export function anchorTargets(tags: Tag[]): Set<string> {
  const targets = new Set<string>();
  for (const {name, attributes} of tags) {
    if (attributes.id) targets.add(attributes.id);
    if (name === 'a' && attributes.name) targets.add(attributes.name);
  }
  return targets;
}

/** The URLs a page links to or loads, as written. */
export function pageReferences(tags: Tag[]): string[] {
  const references: string[] = [];
  for (const {name, attributes} of tags) {
    if (['a', 'link', 'use', 'area'].includes(name) && attributes.href) references.push(attributes.href);
    if (['script', 'img', 'source', 'iframe', 'video', 'audio'].includes(name) && attributes.src) references.push(attributes.src);
    if (['img', 'source'].includes(name) && attributes.srcset) {
      references.push(...attributes.srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '').filter(Boolean));
    }
    if (name === 'meta' && ['og:url', 'og:image', 'twitter:image'].includes(attributes.property ?? attributes.name ?? '') && attributes.content) {
      references.push(attributes.content);
    }
  }
  return references;
}

/** The URLs a stylesheet loads with url(…), data: URIs left out. */
export function stylesheetReferences(css: string): string[] {
  return [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter((url) => url !== '' && !url.startsWith('data:') && !url.startsWith('#'));
}
