import { describe, expect, it } from 'vitest';
import { hrefOf, projectFromHash, routeOf, sectionFromHash, settingsHash } from '../../../renderer/src/app/route.ts';

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
  it('writes a settings link for a project and a section, and reads both back', () => {
    expect(settingsHash(null)).toBe('#/settings');
    const hash = settingsHash('/home/me/my app', 'providers');
    expect(routeOf(hash)).toBe('settings');
    expect(projectFromHash(hash)).toBe('/home/me/my app');
    expect(sectionFromHash(hash)).toBe('providers');
    expect(sectionFromHash(settingsHash('/a'))).toBeNull();
  });
});
