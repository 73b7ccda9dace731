import { describe, expect, it } from 'vitest';
import { notificationTarget } from '../../../renderer/src/app/notification-target.ts';

describe('who notifies of a session', () => {
  it('nobody while the person looks at that session', () => {
    for (const host of ['electron', 'browser', 'none', null] as const) expect(notificationTarget(host, { looking: true, shown: true })).toBe('none');
  });

  it('in the desktop app, the page while it has focus on another session, else the main process', () => {
    expect(notificationTarget('electron', { looking: true, shown: false })).toBe('shell');
    expect(notificationTarget('electron', { looking: false, shown: false })).toBe('none');
    expect(notificationTarget('electron', { looking: false, shown: true })).toBe('none');
  });

  it('in a browser tab, the tab whenever the person does not look at the session', () => {
    expect(notificationTarget('browser', { looking: true, shown: false })).toBe('browser');
    expect(notificationTarget('browser', { looking: false, shown: true })).toBe('browser');
  });

  it('nobody where no shell shows the page', () => {
    expect(notificationTarget('none', { looking: false, shown: false })).toBe('none');
    expect(notificationTarget(null, { looking: true, shown: false })).toBe('none');
  });
});
