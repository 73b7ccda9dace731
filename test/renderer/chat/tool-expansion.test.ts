import { describe, expect, it } from 'vitest';
import { openByDefault } from '../../../renderer/src/features/chat/tool-cards/expansion.ts';
import { toolIcon } from '../../../renderer/src/features/chat/tool-cards/tool-icons.ts';
import { formatDuration } from '../../../renderer/src/features/chat/tool-summary.ts';

describe('a tool card left to itself', () => {
  it('is open while its call runs or waits, and when it failed; one line once it finished otherwise', () => {
    expect(openByDefault('pending')).toBe(true);
    expect(openByDefault('running')).toBe(true);
    expect(openByDefault('error')).toBe(true);
    expect(openByDefault('timed_out')).toBe(true);
    expect(openByDefault('success')).toBe(false);
    expect(openByDefault('denied')).toBe(false);
    expect(openByDefault('cancelled')).toBe(false);
  });

  it('has a glyph for each kind of tool, and one for any other', () => {
    expect(toolIcon('Bash')).toBe(toolIcon('BashOutput'));
    expect(toolIcon('Read')).not.toBe(toolIcon('Edit'));
    expect(toolIcon('mcp__x__y')).toBe('•');
  });

  it('shows the same time for an exact duration as for it rounded, as the store keeps it', () => {
    expect(formatDuration(999.6)).toBe(formatDuration(Math.round(999.6)));
  });
});
