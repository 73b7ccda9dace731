/** The screens a window shows, by the location hash: `#/` (main), `#/settings`, `#/quick`, `#/about`. */
export type Route = 'main' | 'settings' | 'quick' | 'about';

/** The screen a location hash names; anything unknown is the main window. */
export function routeOf(hash: string): Route {
  const path = hash.replace(/^#\/?/, '').split(/[?/]/)[0];
  if (path === 'settings' || path === 'quick' || path === 'about') return path;
  return 'main';
}

export const hrefOf = (route: Route) => (route === 'main' ? '#/' : `#/${route}`);

/** A parameter of the hash's query (`#/settings?project=/abs/path&section=providers`); blank counts as none. */
function hashParameter(hash: string, name: string): string | null {
  const query = hash.indexOf('?');
  if (query < 0) return null;
  const value = new URLSearchParams(hash.slice(query + 1)).get(name);
  return value === null || value.trim() === '' ? null : value;
}

/** The project a settings link names: `#/settings?project=/abs/path`. */
export const projectFromHash = (hash: string) => hashParameter(hash, 'project');

/** The settings section a link names: `#/settings?section=providers`. */
export const sectionFromHash = (hash: string) => hashParameter(hash, 'section');

/** The settings screen's hash, for the project when one is open, scrolled to the section when one is named. */
export function settingsHash(projectPath: string | null, section?: string): string {
  const query = new URLSearchParams({ ...(projectPath && { project: projectPath }), ...(section && { section }) }).toString();
  return query === '' ? '#/settings' : `#/settings?${query}`;
}
