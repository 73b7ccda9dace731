import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../../main/core/events.ts';
import { notifyInBackground, type NotificationApi } from '../../../main/electron/notifications.ts';
import { longTaskMs, notificationFor } from '../../../shared/notifications.ts';

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

function setup(focused: boolean) {
  const shown: Array<{ title: string; body: string }> = [];
  let clicks = 0;
  class FakeNotification {
    static isSupported = () => true;
    options: { title: string; body: string };
    listener: (() => void) | undefined;
    constructor(options: { title: string; body: string }) {
      this.options = options;
    }
    on(_event: 'click', listener: () => void) {
      this.listener = listener;
    }
    show() {
      shown.push(this.options);
      this.listener?.();
    }
  }
  const events = createEventBus();
  const emit = events.emit as (event: string, payload: unknown) => void;
  const stop = notifyInBackground({ events, Notification: FakeNotification as unknown as NotificationApi, anyWindowFocused: () => focused, onClick: () => clicks++ });
  return { shown, emit, stop, clicks: () => clicks };
}

describe('notifications', () => {
  it('says when an approval or a question is waiting', () => {
    expect(notificationFor('approvals.asked', approval)).toEqual({ title: 'Deft needs your approval', body: 'Run rm -rf build?' });
    expect(notificationFor('approvals.asked', { ...approval, kind: 'question' })?.title).toBe('Deft has a question');
  });

  it('says when a long run ends, and stays quiet for short runs, sub-agents and other events', () => {
    expect(notificationFor('chat.event', result(longTaskMs))).toEqual({ title: 'Deft finished the task', body: 'All tests pass.' });
    expect(notificationFor('chat.event', result(longTaskMs, { status: 'error', error: 'Rate limited' }))).toEqual({ title: 'Deft stopped: error', body: 'Rate limited' });
    expect(notificationFor('chat.event', result(longTaskMs - 1))).toBeNull();
    const subagent = { name: 'explore', parentSessionId: 's0', parentToolCallId: 't0' };
    expect(notificationFor('chat.event', result(longTaskMs, { subagent }))).toBeNull();
    expect(notificationFor('app.notice', { level: 'info', message: 'x' })).toBeNull();
    expect(notificationFor('approvals.asked', { id: 1 })).toBeNull();
  });

  it('notifies only while no Deft window has focus, and a click brings Deft forward', () => {
    const background = setup(false);
    background.emit('approvals.asked', approval);
    background.emit('app.notice', { level: 'info', message: 'x' });
    expect(background.shown).toHaveLength(1);
    expect(background.clicks()).toBe(1);
    background.stop();
    background.emit('approvals.asked', approval);
    expect(background.shown).toHaveLength(1);

    const foreground = setup(true);
    foreground.emit('approvals.asked', approval);
    expect(foreground.shown).toEqual([]);
  });
});
