/**
 * A manual, changelog or guide page as plain Markdown: front matter, import and export lines and
 * JSX/HTML tags removed, admonitions as labelled blockquotes, links and images absolute. Pure: the
 * plugin gives it the page's source and the means to resolve links.
 */

export interface PageLinks {
  /** Absolute URL of a link target as written in the page (relative file, site path, anchor), or undefined to keep it. */
  link(target: string): string | undefined;
  /** Absolute URL of an image as written in the page, or undefined when the build publishes no file for it (small images are inlined). */
  image(target: string): string | undefined;
}

export interface TwinHeader {
  title: string;
  description?: string;
  url: string;
}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Warning',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const ADMONITION_OPEN = /^(\s*)(:{3,})([a-z]+)(?:\[(.*)\]|\s+(.*))?\s*$/;
const ADMONITION_CLOSE = /^\s*(:{3,})\s*$/;
/** Markup that is not Markdown: JSX components, HTML elements and MDX comments (an autolink `<https://…>` has a colon, so it is not matched). */
const TAG = /<\/?[A-Za-z][\w.-]*(?:\s[^<>]*)?\/?>/g;

export function stripFrontMatter(source: string): string {
  return source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, '');
}

/** The page's heading block: its title, its description as a blockquote, and where it lives. */
export function twinHeader({title, description, url}: TwinHeader): string {
  return [`# ${title}`, description ? `> ${description}` : '', `Source: ${url}`].filter(Boolean).join('\n\n');
}

/** Replaces the inline code spans of a line by placeholders, so that their text is never rewritten. */
function withCodeSpansKept(line: string, rewrite: (prose: string) => string): string {
  const spans: string[] = [];
  // Private-use characters never occur in the pages, so they cannot be mistaken for a placeholder.
  const masked = line.replace(/(`+)[^`]*?\1/g, (span) => `\uE000${spans.push(span) - 1}\uE001`);
  return rewrite(masked).replace(/\uE000(\d+)\uE001/g, (_, index: string) => spans[Number(index)] ?? '');
}

function rewriteProse(text: string, links: PageLinks): string {
  return text
    .replace(/<kbd>(.*?)<\/kbd>/gi, '`$1`')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<summary>(.*?)<\/summary>/gi, '**$1**')
    .replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, '')
    .replace(TAG, '')
    .replace(
      /(!?)\[((?:[^\]\\]|\\.)*)\]\(\s*<?([^)\s>]+)>?((?:\s+"[^"]*")?)\s*\)/g,
      (whole, bang: string, text: string, target: string, title: string) => {
        if (bang) {
          const url = links.image(target);
          // An image without a file of its own is worth its description.
          return url ? `![${text}](${url}${title})` : `_Image: ${text}_`;
        }
        const absolute = links.link(target);
        return absolute ? `[${text}](${absolute}${title})` : whole;
      },
    );
}

function quote(lines: string[]): string[] {
  return lines.map((line) => (line.trim() === '' ? '>' : `> ${line}`));
}

function admonition(type: string, title: string | undefined, body: string[]): string[] {
  const label = ADMONITION_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
  const content = body.join('\n').trim().split('\n');
  if (title) return quote([`**${label}: ${title}**`, '', ...content]);
  const [first = '', ...rest] = content;
  return quote([`**${label}:** ${first}`, ...rest]);
}

interface Block {
  type: string;
  title?: string;
  lines: string[];
}

/** The body of a Markdown or MDX page as plain Markdown (the page's own title and front matter left out). */
export function pageBodyToMarkdown(source: string, links: PageLinks): string {
  const root: Block = {type: '', lines: []};
  // Each open admonition collects its lines; its closing line turns them into a blockquote in its parent.
  const open: Block[] = [];
  const current = (): Block => open[open.length - 1] ?? root;
  const closeOne = (): void => {
    const block = open.pop();
    if (block) current().lines.push(...admonition(block.type, block.title, block.lines));
  };
  let fenceMarker: string | undefined;
  for (const line of stripFrontMatter(source).split(/\r?\n/)) {
    const fence = FENCE.exec(line);
    if (fenceMarker !== undefined) {
      if (fence && (fence[2] ?? '').startsWith(fenceMarker) && (fence[3] ?? '').trim() === '') fenceMarker = undefined;
      current().lines.push(line);
      continue;
    }
    if (fence) {
      const [, indent = '', marker = '', info = ''] = fence;
      fenceMarker = marker;
      // Docusaurus's fence options (title="…", {1-3}, showLineNumbers) mean nothing elsewhere: the title becomes a caption.
      const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(info);
      if (title) current().lines.push(`${indent}_${title[1] ?? title[2]}_`, '');
      current().lines.push(`${indent}${marker}${/^[^\s{]*/.exec(info.trim())?.[0] ?? ''}`);
      continue;
    }
    const opening = ADMONITION_OPEN.exec(line);
    if (opening) {
      open.push({type: opening[3] ?? 'note', title: (opening[4] ?? opening[5])?.trim() || undefined, lines: []});
      continue;
    }
    if (ADMONITION_CLOSE.test(line) && open.length > 0) {
      closeOne();
      continue;
    }
    // MDX import and export statements are code for the page, not text for the reader.
    if (/^(import|export)\s/.test(line)) continue;
    current().lines.push(withCodeSpansKept(line, (prose) => rewriteProse(prose, links)));
  }
  // An admonition left open at the end still shows its text.
  while (open.length > 0) closeOne();
  return `${root.lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
