/**
 * The routes the site must serve, relative to the base path, derived rather than kept by hand: the
 * manuals' from the doc ids of sidebars.ts, the API reference's from the model (overview, tag and
 * operation pages). A page added to a sidebar or an operation added to a spec is checked without a
 * change here.
 */
import sidebars from '../../sidebars';
import {loadApiModels} from '../../src/api-reference/model';

/** Characters of text a manual page holds at least: in the browser (tests/e2e/pages.spec.ts) and from its Markdown (tests/unit/page-length-and-contrast.test.ts). */
export const MIN_MANUAL_TEXT = 1500;

/** The one page in no sidebar: the writing guide. */
export const STANDALONE_ROUTES = ['markdown-page'];

type Item = string | {type: string; id?: string; link?: {type: string; id?: string}; items?: Item[]};

function docIds(items: Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const own = [item.type === 'doc' ? item.id : undefined, item.link?.type === 'doc' ? item.link.id : undefined];
    return [...own.filter((id): id is string => id !== undefined), ...docIds(item.items ?? [])];
  });
}

/** Every page of the manuals, the changelog and the API guides; an `index` doc is its folder's route. */
export const MANUAL_ROUTES = [
  ...STANDALONE_ROUTES,
  ...Object.values(sidebars)
    .flatMap((items) => docIds(items as Item[]))
    .map((id) => id.replace(/(^|\/)index$/, '$1')),
];

let apiRoutes: Promise<string[]> | undefined;

/** Every page of the API reference sections, read from the model once per process. */
export function loadApiRoutes(): Promise<string[]> {
  apiRoutes ??= loadApiModels(process.cwd()).then((models) =>
    models.flatMap((model) =>
      [model.id, ...model.tags.map((tag) => tag.id), ...model.operations.map((operation) => operation.id)].map(
        (id) => `${model.reference.routeBasePath}/${id}`,
      ),
    ),
  );
  return apiRoutes;
}
