import { describe, expect, it } from 'vitest';
import { hookEntries, rulesOf } from '../../../renderer/src/features/settings/file-contents.ts';

describe('what a settings file declares', () => {
  it('lists the permission rules by kind, leaving out entries that are not text', () => {
    expect(rulesOf({ permissions: { allow: ['Read', 'Bash(npm test:*)', 3], deny: ['WebFetch'], defaultMode: 'plan' } })).toEqual({
      allow: ['Read', 'Bash(npm test:*)'],
      ask: [],
      deny: ['WebFetch'],
    });
    expect(rulesOf(null)).toEqual({ allow: [], ask: [], deny: [] });
    expect(rulesOf({ permissions: { allow: 'Read' } }).allow).toEqual([]);
  });

  it('lists each hook command with its event and matcher', () => {
    const settings = {
      hooks: {
        PreToolUse: [
          { matcher: 'Bash', hooks: [{ type: 'command', command: './check.sh' }, { type: 'command', command: 'echo ok' }] },
          { matcher: '', hooks: [{ type: 'command', command: 'log-all' }] },
        ],
        Stop: [{ hooks: [{ type: 'prompt' }] }],
        Broken: 'not a list',
      },
    };
    expect(hookEntries(settings)).toEqual([
      { event: 'PreToolUse', matcher: 'Bash', command: './check.sh' },
      { event: 'PreToolUse', matcher: 'Bash', command: 'echo ok' },
      { event: 'PreToolUse', command: 'log-all' },
      { event: 'Stop', command: 'prompt' },
    ]);
    expect(hookEntries({ hooks: ['x'] })).toEqual([]);
    expect(hookEntries(null)).toEqual([]);
  });
});
