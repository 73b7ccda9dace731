import { describe, expect, it } from 'vitest';
import { hrefOf, projectFromHash, routeOf } from '../../../renderer/src/app/route.ts';

describe('routeOf', () => {
  it('names the screen of a hash, with or without a query', () => {
    expect(routeOf('')).toBe('main');
    expect(routeOf('#/')).toBe('main');
    expect(routeOf('#/settings?project=%2Fa')).toBe('settings');
    expect(routeOf('#/quick')).toBe('quick');
    expect(routeOf('#/about')).toBe('about');
    expect(routeOf('#/nowhere')).toBe('main');
  });
  it('gives the hash back', () => {
    expect(hrefOf('main')).toBe('#/');
    expect(hrefOf('quick')).toBe('#/quick');
  });
  it('reads the project of a settings link', () => {
    expect(projectFromHash('#/settings?project=%2Fhome%2Fme%2Fmy%20app')).toBe('/home/me/my app');
    expect(projectFromHash('#/settings')).toBeNull();
    expect(projectFromHash('#/settings?project=')).toBeNull();
  });
});
