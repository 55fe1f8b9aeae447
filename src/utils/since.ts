/**
 * "Since" marks: the release that added an operation, a field, an enum value or a feature, written
 * once where it lives (an OpenAPI extension in the specs, a `:since[25.6.0]` directive on a manual
 * page) and shown by every view with the words defined here. Issue 38; how writers mark a feature is
 * in docs/markdown-page.md, what the specs' extensions mean in docs/api/index.md.
 */

/** The release that added an operation, a parameter, a field or a media type: `x-nubis-since: 25.6.0`. */
export const SINCE_EXTENSION = 'x-nubis-since';
/** Beside an `enum`: the values added after the field itself, each with its release (`NDJSON: 25.6.0`). */
export const SINCE_VALUES_EXTENSION = 'x-nubis-since-values';
/** The releases whose notes list a change of something that existed before, oldest first (`- 25.4.0`). */
export const CHANGED_EXTENSION = 'x-nubis-changed';

/** The text directive of the manual pages: `:since[25.6.0]`. */
export const SINCE_DIRECTIVE = 'since';
/** The class of the badge, on manual and API pages alike (src/css/custom.css). */
export const SINCE_BADGE_CLASS = 'since-badge';

/** A release is named `YY.M.PATCH` (docs/changelog/index.md). */
const RELEASE_PATTERN = /^\d+\.\d+\.\d+$/;

export function isRelease(value: unknown): value is string {
  return typeof value === 'string' && RELEASE_PATTERN.test(value);
}

/** What a thing carries: the release that added it, and the releases that changed it. */
export interface Marks {
  since?: string;
  changedIn?: string[];
}

export function sinceLabel(release: string): string {
  return `Since ${release}`;
}

/** `Changed in 25.4.0 and 25.6.0`. */
function changedLabel(releases: readonly string[]): string {
  const list = releases.length > 1 ? `${releases.slice(0, -1).join(', ')} and ${releases.at(-1)}` : (releases[0] ?? '');
  return `Changed in ${list}`;
}

/** The badges a thing shows, in the order it happened: `Since 25.4.0`, then `Changed in 25.6.0`. */
export function markLabels(marks: Marks): string[] {
  return [marks.since ? sinceLabel(marks.since) : '', marks.changedIn?.length ? changedLabel(marks.changedIn) : ''].filter(Boolean);
}
