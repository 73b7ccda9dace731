/** The screens a window shows, by the location hash: `#/` (main), `#/settings`, `#/quick`, `#/about`. */
export type Route = 'main' | 'settings' | 'quick' | 'about';

/** The screen a location hash names; anything unknown is the main window. */
export function routeOf(hash: string): Route {
  const path = hash.replace(/^#\/?/, '').split(/[?/]/)[0];
  if (path === 'settings' || path === 'quick' || path === 'about') return path;
  return 'main';
}

export const hrefOf = (route: Route) => (route === 'main' ? '#/' : `#/${route}`);

/** The project a settings link names: `#/settings?project=/abs/path`. */
export function projectFromHash(hash: string): string | null {
  const query = hash.indexOf('?');
  if (query < 0) return null;
  const project = new URLSearchParams(hash.slice(query + 1)).get('project');
  return project === null || project.trim() === '' ? null : project;
}
