export type Route = 'main' | 'settings' | 'quick' | 'about';

/** The screen a location hash names; anything unknown is the main window. */
export function routeOf(hash: string): Route {
  const path = hash.replace(/^#\/?/, '').split(/[?/]/)[0];
  if (path === 'settings' || path === 'quick' || path === 'about') return path;
  return 'main';
}

export const hrefOf = (route: Route) => (route === 'main' ? '#/' : `#/${route}`);
