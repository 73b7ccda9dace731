import { describe, expect, it } from 'vitest';
import { createStderrLog } from '../../../../../main/core/mcp/connection/stderr-log.ts';
import { restartDelay } from '../../../../../main/core/mcp/connection/backoff.ts';
import { startupTimeoutMs, toolTimeoutMs } from '../../../../../main/core/mcp/connection/timeouts.ts';

describe('a server stderr log', () => {
  it('keeps only the last characters and knows the last line', () => {
    const log = createStderrLog(10);
    log.append('first line\n');
    log.append('second\n\n');
    expect(log.text()).toBe('e\nsecond\n\n');
    expect(log.lastLine()).toBe('second');
  });
});

describe('restart backoff and timeouts', () => {
  it('doubles the delay up to the cap, for a bounded number of attempts', () => {
    const options = { baseMs: 1000, maxMs: 5000, attempts: 4 };
    expect([0, 1, 2, 3, 4].map((attempt) => restartDelay(attempt, options))).toEqual([1000, 2000, 4000, 5000, undefined]);
  });

  it('reads MCP_TIMEOUT and MCP_TOOL_TIMEOUT; a server timeout wins', () => {
    const stdio = { type: 'stdio' as const, command: 'x', args: [], env: {} };
    expect(startupTimeoutMs({})).toBe(30_000);
    expect(startupTimeoutMs({ MCP_TIMEOUT: '5000' })).toBe(5000);
    expect(startupTimeoutMs({ MCP_TIMEOUT: 'soon' })).toBe(30_000);
    expect(toolTimeoutMs(stdio, { MCP_TOOL_TIMEOUT: '7000' })).toBe(7000);
    expect(toolTimeoutMs({ ...stdio, timeout: 900 }, { MCP_TOOL_TIMEOUT: '7000' })).toBe(900);
  });
});
