import { describe, expect, it } from 'vitest';
import { requestChannels } from '../../../shared/ipc/channels.ts';
import { quickAskChannels } from '../../../main/core/ipc/window-kinds.ts';
import { isTrustedSender, mayCall, type SenderFacts } from '../../../main/electron/sender.ts';

const trusted = ['app://deft'];
const main: SenderFacts = { frameUrl: 'app://deft/index.html', isMainFrame: true, role: 'main' };
const quick: SenderFacts = { ...main, frameUrl: 'app://deft/index.html#/quick', role: 'quick' };

describe('isTrustedSender', () => {
  it('trusts the main frame of a known window on our origin', () => {
    expect(isTrustedSender(main, trusted)).toBe(true);
    expect(isTrustedSender(quick, trusted)).toBe(true);
  });

  it('refuses subframes, unknown windows, vanished frames and other origins', () => {
    expect(isTrustedSender({ ...main, isMainFrame: false }, trusted)).toBe(false);
    expect(isTrustedSender({ ...main, role: null }, trusted)).toBe(false);
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

describe('mayCall', () => {
  it('lets the main window call every channel', () => {
    for (const channel of requestChannels) expect(mayCall(main, channel, trusted), channel).toBe(true);
  });

  it('lets the quick-ask window call only its listed channels', () => {
    const allowed = requestChannels.filter((channel) => mayCall(quick, channel, trusted));
    expect(allowed.toSorted()).toEqual([...quickAskChannels].toSorted());
    for (const channel of ['settings.write', 'secrets.set', 'grants.revoke', 'sessions.delete', 'shell.pickFolder']) {
      expect(allowed, channel).not.toContain(channel);
    }
  });

  it('lists only channels that exist, and never settings, secrets or grants', () => {
    for (const channel of quickAskChannels) expect(requestChannels).toContain(channel);
    expect(quickAskChannels.filter((channel) => /^(settings|secrets|grants)\./.test(channel))).toEqual([]);
  });

  it('refuses an untrusted sender even on a listed channel', () => {
    expect(mayCall({ ...quick, isMainFrame: false }, 'app.info', trusted)).toBe(false);
    expect(mayCall({ ...quick, role: null }, 'app.info', trusted)).toBe(false);
  });
});
