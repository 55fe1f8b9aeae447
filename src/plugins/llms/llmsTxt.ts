/** The llms.txt index (llmstxt.org) and llms-full.txt, from the twins in sidebar order. Pure. */

export interface TwinPage {
  /** Route under the base path, without the leading slash (`''` for the docs home). */
  route: string;
  title: string;
  description: string;
  /** Absolute URL of the page's Markdown twin. */
  twinUrl: string;
  markdown: string;
}

export interface Area {
  title: string;
  /** Route prefixes of the area: `''` matches the docs home only, a prefix ending in `/` its folder. */
  routes: readonly string[];
}

export interface LlmsTxtIntro {
  title: string;
  summary: string;
  about: string;
}

/** llmstxt.org's name for the section a reader in a hurry may skip: pages that belong to no area. */
export const OTHER_AREA = 'Optional';

function inArea(route: string, area: Area): boolean {
  return area.routes.some((prefix) =>
    prefix === '' ? route === '' : route === prefix.replace(/\/$/, '') || route.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/** The pages of each area, in the order given (sidebar order); pages of no area go last, under OTHER_AREA. */
export function groupByArea(pages: TwinPage[], areas: readonly Area[]): {title: string; pages: TwinPage[]}[] {
  const groups = [...areas, {title: OTHER_AREA, routes: []}].map((area) => ({title: area.title, pages: [] as TwinPage[]}));
  for (const page of pages) {
    const index = areas.findIndex((area) => inArea(page.route, area));
    groups[index === -1 ? areas.length : index]?.pages.push(page);
  }
  return groups.filter((group) => group.pages.length > 0);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function buildLlmsTxt(intro: LlmsTxtIntro, groups: {title: string; pages: TwinPage[]}[]): string {
  const sections = groups.map(({title, pages}) => {
    const items = pages.map(
      (page) => `- [${oneLine(page.title)}](${page.twinUrl})${page.description ? `: ${oneLine(page.description)}` : ''}`,
    );
    return `## ${title}\n\n${items.join('\n')}`;
  });
  return `${[`# ${intro.title}`, `> ${oneLine(intro.summary)}`, intro.about, ...sections].join('\n\n')}\n`;
}

/** Every twin in one file, each after a rule, in the order given. */
export function buildLlmsFullTxt(groups: {pages: TwinPage[]}[]): string {
  return groups.flatMap(({pages}) => pages.map((page) => page.markdown.trim())).join('\n\n---\n\n') + '\n';
}
