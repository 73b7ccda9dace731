import { describe, expect, it } from 'vitest';
import { bashHarness } from './bash-fixture.ts';

describe('Bash with bad input', () => {
  it('refuses a command with a NUL byte', async () => {
    const { bash } = bashHarness();
    const result = await bash('echo a\0b');
    expect(result.status).toBe('error');
    expect(result.text).toContain('NUL byte');
  });

  it('runs a 1 MB command', async () => {
    const { bash } = bashHarness();
    const result = await bash(`echo ok # ${'x'.repeat(1024 * 1024)}`);
    expect(result.status).toBe('success');
    expect(result.text).toMatch(/^ok\n/);
  });

  it('renders binary output into bounded text', async () => {
    const { bash } = bashHarness();
    const result = await bash('head -c 300000 /dev/urandom');
    expect(result.status).toBe('success');
    expect(result.text.length).toBeLessThan(32_000);
    expect(result.text).toMatch(/Exit code 0/);
  });

  it('keeps memory bounded for 200 MB of output', { timeout: 60_000 }, async () => {
    const { bash } = bashHarness({}, false);
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const result = await bash('yes 0123456789abcdefghijklmnopqrstuvwxyz | head -c 200000000; echo; echo end');
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
    expect(result.status).toBe('success');
    // The middle is not shown, but it is in the file the whole output was streamed to.
    expect(result.text).toMatch(/The whole output is saved in \S+\.txt/);
    expect(result.text).toMatch(/end\n\nExit code 0/);
  });

  it('gives a clear result for a command that closes its stdout', async () => {
    const { bash } = bashHarness();
    const result = await bash('exec >&-; echo still-here >&2');
    expect(result.status).toBe('success');
    expect(result.text).toMatch(/^still-here\n\nExit code 0/);
  });

  it('handles exec, exit and kill -9 $$', async () => {
    const { bash } = bashHarness();
    const replaced = await bash('exec echo replaced');
    expect(replaced.text).toMatch(/^replaced\n\nExit code 0/);
    const exited = await bash('echo before; exit 7; echo after');
    expect(exited.status).toBe('error');
    expect(exited.text).toMatch(/^before\n\nExit code 7 ·/);
    const killed = await bash('echo doomed; kill -9 $$');
    expect(killed.status).toBe('error');
    expect(killed.text).toMatch(/^doomed\n\nExit code 137 \(killed by SIGKILL\)/);
  });

  it('stops a fork of 50 sleepers left behind', async () => {
    const { bash } = bashHarness();
    const result = await bash('trap "" HUP; for i in $(seq 50); do sleep 600 & done; echo forked');
    expect(result.status).toBe('success');
    expect(result.text).toMatch(/^forked\n\nStopped 50 processes the command left running/);
  });
});
