import { describe, expect, it } from 'vitest';
import { openByDefault } from '../../../renderer/src/features/chat/tool-cards/expansion.ts';
import { failedExitCode } from '../../../renderer/src/features/chat/tool-cards/exit-code.ts';
import { toolIcon } from '../../../renderer/src/features/chat/tool-cards/tool-icons.ts';
import { formatDuration } from '../../../renderer/src/features/chat/tool-summary.ts';

describe('a tool card left to itself', () => {
  it('is open while its call runs or waits, when it failed, and while it leaves a command running; one line once it finished otherwise', () => {
    for (const state of ['pending', 'running', 'error', 'timed_out'] as const) expect(openByDefault({ state })).toBe(true);
    for (const state of ['success', 'denied', 'cancelled'] as const) expect(openByDefault({ state })).toBe(false);
    expect(openByDefault({ state: 'success', metadata: { status: 'background', shell_id: 'bash_1' } })).toBe(true);
    expect(openByDefault({ state: 'success', metadata: { status: 'waiting_for_input' } })).toBe(true);
    expect(openByDefault({ state: 'success', metadata: { shell_id: 'bash_1' } })).toBe(false);
  });

  it('has a glyph for each kind of tool, and one for any other', () => {
    expect(toolIcon('Bash')).toBe(toolIcon('BashOutput'));
    expect(toolIcon('Read')).not.toBe(toolIcon('Edit'));
    expect(toolIcon('mcp__x__y')).toBe('•');
  });

  it('shows the same time for an exact duration as for it rounded, as the store keeps it', () => {
    expect(formatDuration(999.6)).toBe(formatDuration(Math.round(999.6)));
  });

  it('names the exit code of a command that did not exit with 0', () => {
    expect(failedExitCode({ metadata: { shell_id: 'bash_1', exit_code: 3 } })).toBe(3);
    expect(failedExitCode({ metadata: { exit_code: 0 } })).toBeUndefined();
    expect(failedExitCode({ metadata: { exit_code: null } })).toBeUndefined();
    expect(failedExitCode({})).toBeUndefined();
  });
});
