import { describe, expect, it } from 'vitest';
import type { PendingApproval } from '../../../shared/ipc/domains/approvals.ts';
import { activityOf, sessionsWaiting } from '../../../renderer/src/stores/session-activity.ts';

const pending = (id: string, sessionId: string): PendingApproval => ({
  id,
  sessionId,
  toolCallId: `t-${id}`,
  toolName: 'Bash',
  input: { command: 'make' },
  kind: 'permission',
  title: 'Run make?',
  askedAt: 1,
});

describe("a session's activity", () => {
  it('is waiting while a request of it waits for the person, whatever its turn does', () => {
    expect(activityOf({ sessionId: 's', status: 'running' }, 1)).toBe('waiting');
    expect(activityOf(undefined, 2)).toBe('waiting');
  });

  it('is running, then how the last turn ended; nothing before a turn', () => {
    expect(activityOf({ sessionId: 's', status: 'running' }, 0)).toBe('running');
    expect(activityOf({ sessionId: 's', status: 'idle', ended: 'done' }, 0)).toBe('done');
    expect(activityOf({ sessionId: 's', status: 'idle', ended: 'error' }, 0)).toBe('failed');
    expect(activityOf({ sessionId: 's', status: 'idle', ended: 'max_turns' }, 0)).toBe('failed');
    expect(activityOf({ sessionId: 's', status: 'idle', ended: 'cancelled' }, 0)).toBe('stopped');
    expect(activityOf({ sessionId: 's', status: 'idle' }, 0)).toBeNull();
    expect(activityOf(undefined, 0)).toBeNull();
  });

  it('counts the sessions waiting, not their requests', () => {
    expect(sessionsWaiting([])).toBe(0);
    expect(sessionsWaiting([pending('a', 's1'), pending('b', 's1'), pending('c', 's2')])).toBe(2);
  });
});
