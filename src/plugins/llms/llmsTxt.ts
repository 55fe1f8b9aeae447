/** The llms.txt index (llmstxt.org) and llms-full.txt, from the twins in sidebar order. Pure. */
import {SITE_AREAS} from '../../constants';
import {areaOf} from '../../search/section';

export interface TwinPage {
  /** Route under the base path, without the leading slash (`''` for the docs home). */
  route: string;
  title: string;
  description: string;
  /** Absolute URL of the page's Markdown twin. */
  twinUrl: string;
  markdown: string;
}

export interface LlmsTxtIntro {
  title: string;
  summary: string;
  about: string;
}

/** llmstxt.org's name for the section a reader in a hurry may skip: pages that belong to no area. */
export const OTHER_AREA = 'Optional';

/** The pages of each area, in sidebar order; pages of no area go last, under OTHER_AREA. */
export function groupByArea(pages: TwinPage[]): {title: string; pages: TwinPage[]}[] {
  const titles = [...SITE_AREAS.map((area) => area.title), OTHER_AREA];
  return titles
    .map((title) => ({title, pages: pages.filter((page) => (areaOf(page.route)?.title ?? OTHER_AREA) === title)}))
    .filter((group) => group.pages.length > 0);
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
