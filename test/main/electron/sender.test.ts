import { describe, expect, it } from 'vitest';
import { isTrustedSender } from '../../../main/electron/sender.ts';

const trusted = ['app://deft'];
const main = { frameUrl: 'app://deft/index.html', isMainFrame: true, knownWindow: true };

describe('isTrustedSender', () => {
  it('trusts the main frame of a known window on our origin', () => {
    expect(isTrustedSender(main, trusted)).toBe(true);
  });

  it('refuses subframes, unknown windows, vanished frames and other origins', () => {
    expect(isTrustedSender({ ...main, isMainFrame: false }, trusted)).toBe(false);
    expect(isTrustedSender({ ...main, knownWindow: false }, trusted)).toBe(false);
    expect(isTrustedSender({ ...main, frameUrl: null }, trusted)).toBe(false);
    for (const frameUrl of ['https://evil.example/', 'app://evil/index.html', 'file:///index.html', 'not a url']) {
      expect(isTrustedSender({ ...main, frameUrl }, trusted), frameUrl).toBe(false);
    }
  });

  it('trusts the dev server only when it is listed', () => {
    const dev = { ...main, frameUrl: 'http://localhost:5173/' };
    expect(isTrustedSender(dev, trusted)).toBe(false);
    expect(isTrustedSender(dev, ['http://localhost:5173'])).toBe(true);
  });
});
