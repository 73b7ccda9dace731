import { useSyncExternalStore } from 'react';
import { routeOf, type Route } from './route.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

export function useRoute(): Route {
  return useSyncExternalStore(subscribe, () => routeOf(location.hash));
}
