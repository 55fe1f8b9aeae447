import {BASE_PATH, SITE_AREAS, type SiteArea} from '../constants';

/** Whether a route under the base path (`operators-manual/identity`, `''` for the docs home) is in an area. */
function inArea(route: string, area: SiteArea): boolean {
  return (area.routes as readonly string[]).some((prefix) =>
    prefix === '' ? route === '' : route === prefix.replace(/\/$/, '') || route.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/** The area of a route under the base path, or none. */
export function areaOf(route: string): SiteArea | undefined {
  return SITE_AREAS.find((area) => inArea(route, area));
}

/** The search section of a page, from its path (`/docs/operators-manual/identity`), or none. */
export function searchSectionOf(pathname: string): SiteArea['search'] | undefined {
  return pathname.startsWith(BASE_PATH) ? areaOf(pathname.slice(BASE_PATH.length).replace(/\/$/, ''))?.search : undefined;
}
