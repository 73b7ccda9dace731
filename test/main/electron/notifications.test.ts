import { describe, expect, it } from 'vitest';
import type { SessionNotification } from '../../../shared/ipc/domains/shell.ts';
import { createEventBus } from '../../../main/core/events.ts';
import { notifyInBackground, systemNotifier, type NotificationApi } from '../../../main/electron/notifications.ts';
import { notificationFor } from '../../../shared/notifications.ts';

const approval = {
  id: 'a1',
  sessionId: 's1',
  toolCallId: 't1',
  toolName: 'Bash',
  input: { command: 'rm -rf build' },
  kind: 'permission',
  title: 'Run rm -rf build?',
  askedAt: 1,
};

function result(durationMs: number, extra: Record<string, unknown> = {}) {
  const usage = { inputTokens: 1, outputTokens: 1 };
  return {
    sessionId: 's1',
    events: [{ sessionId: 's1', type: 'result', status: 'done', text: 'All tests pass.\nDetails…', turns: 3, usage, durationMs, ...extra }],
  };
}

/** Electron's Notification as far as Deft uses it: what was shown, and a click on the last one. */
function electronNotifications(supported = true) {
  const shown: Array<{ title: string; body: string }> = [];
  let clickLast = () => {};
  class RecordedNotification {
    static isSupported = () => supported;
    readonly options: { title: string; body: string };
    constructor(options: { title: string; body: string }) {
      this.options = options;
    }
    on(_event: 'click', listener: () => void) {
      clickLast = listener;
    }
    show() {
      shown.push(this.options);
    }
  }
  return { Notification: RecordedNotification as unknown as NotificationApi, shown, click: () => clickLast() };
}

describe('notifications', () => {
  it('says when an approval or a question is waiting, naming its session', () => {
    expect(notificationFor('approvals.asked', approval)).toEqual({ sessionId: 's1', title: 'Deft needs your approval', body: 'Run rm -rf build?' });
    expect(notificationFor('approvals.asked', { ...approval, kind: 'question' })?.title).toBe('Deft has a question');
    expect(notificationFor('approvals.asked', { ...approval, title: 'x'.repeat(5000) })?.body).toHaveLength(200);
    expect(notificationFor('approvals.asked', { ...approval, title: 'Run ls \u202Eexe.hs?' })?.body).toBe('Run ls <U+202E>exe.hs?');
  });

  it('begins with the title of the session, where it has one', () => {
    const titles = (sessionId: string) => ({ s1: 'Fix the build', s2: ' ' })[sessionId];
    expect(notificationFor('approvals.asked', approval, titles)?.body).toBe('Fix the build: Run rm -rf build?');
    expect(notificationFor('chat.event', result(60_000), titles)?.body).toBe('Fix the build: All tests pass.');
    expect(notificationFor('approvals.asked', { ...approval, sessionId: 's2' }, titles)?.body).toBe('Run rm -rf build?');
  });

  it('says when any turn ends, however short, and stays quiet for sub-agents and other events', () => {
    expect(notificationFor('chat.event', result(60_000))).toEqual({ sessionId: 's1', title: 'Deft finished the task', body: 'All tests pass.' });
    expect(notificationFor('chat.event', result(60_000, { status: 'error', error: 'Rate limited' }))).toEqual({ sessionId: 's1', title: 'Deft stopped: error', body: 'Rate limited' });
    expect(notificationFor('chat.event', result(1))?.title).toBe('Deft finished the task');
    const subagent = { name: 'explore', parentSessionId: 's0', parentToolCallId: 't0' };
    expect(notificationFor('chat.event', result(60_000, { subagent }))).toBeNull();
    expect(notificationFor('app.notice', { level: 'info', message: 'x' })).toBeNull();
    expect(notificationFor('approvals.asked', { id: 1 })).toBeNull();
  });

  it('shows a system notification whose click names its session, where the system has them', () => {
    const electron = electronNotifications();
    const clicked: string[] = [];
    systemNotifier(electron.Notification, (sessionId) => clicked.push(sessionId))({ sessionId: 's2', title: 'Deft needs your approval', body: 'Run make?' });
    expect(electron.shown).toEqual([{ title: 'Deft needs your approval', body: 'Run make?' }]);
    electron.click();
    expect(clicked).toEqual(['s2']);

    const unsupported = electronNotifications(false);
    systemNotifier(unsupported.Notification, () => {})({ sessionId: 's2', title: 'Deft', body: '' });
    expect(unsupported.shown).toEqual([]);
  });

  it('notifies from the main process only while no Deft window has focus', () => {
    const notified: SessionNotification[] = [];
    let focused = false;
    const events = createEventBus();
    const emit = events.emit as (event: string, payload: unknown) => void;
    const stop = notifyInBackground({ events, notify: (notification) => notified.push(notification), anyWindowFocused: () => focused });
    emit('approvals.asked', approval);
    emit('app.notice', { level: 'info', message: 'x' });
    expect(notified.map((notification) => notification.sessionId)).toEqual(['s1']);
    focused = true;
    emit('approvals.asked', { ...approval, id: 'a2' });
    expect(notified).toHaveLength(1);
    focused = false;
    stop();
    emit('approvals.asked', { ...approval, id: 'a3' });
    expect(notified).toHaveLength(1);
  });
});
