import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routerHarness, type RouterHarness } from '../conversations/router-harness.ts';

const background = (command: string) => ({ toolCalls: [{ id: 'toolu_bg', name: 'Bash', input: { command, run_in_background: true } }] });

/** A session whose turn started one background command (allowed once when it asks) and ended; the command's shell. */
async function withBackgroundCommand(h: RouterHarness, { asks = false } = {}) {
  const session = await h.ok('sessions.create', { projectPath: h.projectDir });
  const idle = h.event('chat.status', (status) => status.sessionId === session.id && status.status === 'idle');
  await h.ok('chat.send', { sessionId: session.id, prompt: 'Start it' });
  if (asks) await h.ok('approvals.respond', { id: (await h.event('approvals.asked')).id, answer: { decision: 'allow', scope: 'once' } });
  await idle;
  const [shell] = await h.ok('terminal.list', { sessionId: session.id });
  return { session, shell };
}

async function statusOf(h: RouterHarness, sessionId: string, shellId: string) {
  for (;;) {
    const shell = (await h.ok('terminal.list', { sessionId })).find((entry) => entry.shellId === shellId);
    if (shell?.status !== 'running') return shell;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('terminal channels', () => {
  it('lists a session’s background command and takes the person’s typing', async () => {
    const h = await routerHarness([background('head -n 1'), { text: 'Started.' }]);
    const { session, shell } = await withBackgroundCommand(h);
    expect(shell).toMatchObject({ command: 'head -n 1', background: true, status: 'running' });
    expect(await h.ok('terminal.input', { sessionId: session.id, shellId: shell.shellId, text: 'yes\r' })).toEqual({ sent: true });
    expect(await statusOf(h, session.id, shell.shellId)).toMatchObject({ status: 'exited', exitCode: 0 });
  });

  it('resizes a command’s terminal as its view changes size', async () => {
    const h = await routerHarness([background('read -r _; stty size > size.txt'), { text: 'Started.' }]);
    const { session, shell } = await withBackgroundCommand(h, { asks: true });
    expect(await h.ok('terminal.resize', { sessionId: session.id, shellId: shell.shellId, cols: 100, rows: 30 })).toEqual({ resized: true });
    await h.ok('terminal.input', { sessionId: session.id, shellId: shell.shellId, text: '\r' });
    expect(await statusOf(h, session.id, shell.shellId)).toMatchObject({ status: 'exited', exitCode: 0 });
    expect(readFileSync(join(h.projectDir, 'size.txt'), 'utf8')).toBe('30 100\n');
    expect(await h.ok('terminal.resize', { sessionId: session.id, shellId: shell.shellId, cols: 80, rows: 24 })).toEqual({ resized: false });
    expect(await h.call('terminal.resize', { sessionId: session.id, shellId: shell.shellId, cols: 0, rows: 24 })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  it('sends the output of a background command as it comes, and not the output a tool call streams', async () => {
    const foreground = { toolCalls: [{ id: 'toolu_fg', name: 'Bash', input: { command: 'echo streamed-by-the-call' } }] };
    const h = await routerHarness([foreground, background('sleep 0.3; echo "later: déjà vu"'), { text: 'Started.' }]);
    await withBackgroundCommand(h);
    const output = await h.event('terminal.output', (payload) => payload.data.includes('later: déjà vu'));
    expect(output.shellId).toMatch(/\S/);
    const sent = h.emitted.filter((entry) => entry.channel === 'terminal.output').map((entry) => JSON.stringify(entry.payload));
    expect(sent.join('')).not.toContain('streamed-by-the-call');
  });

  it('attaches a view for flow control to a running command of its own session only', async () => {
    const h = await routerHarness([background('sleep 300'), { text: 'Started.' }, { text: 'Other.' }]);
    const { session, shell } = await withBackgroundCommand(h);
    const viewer = { sessionId: session.id, shellId: shell.shellId, viewerId: 'card-1' };
    const other = await h.ok('sessions.create', { projectPath: h.projectDir });
    expect(await h.ok('terminal.attach', { ...viewer, sessionId: other.id })).toEqual({ attached: false });
    expect(await h.ok('terminal.attach', viewer)).toEqual({ attached: true });
    expect(await h.ok('terminal.acknowledge', { ...viewer, bytes: 4096 })).toBeNull();
    expect(await h.call('terminal.acknowledge', { ...viewer, viewerId: '', bytes: 4096 })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await h.ok('terminal.detach', viewer)).toBeNull();
    await h.ok('terminal.kill', { sessionId: session.id, shellId: shell.shellId });
    expect(await h.ok('terminal.attach', viewer)).toEqual({ attached: false });
  });

  it('kills a command, and honours a shell id only for the session that owns it', async () => {
    const h = await routerHarness([background('sleep 300'), { text: 'Started.' }, { text: 'Other.' }]);
    const { session, shell } = await withBackgroundCommand(h);
    const other = await h.ok('sessions.create', { projectPath: h.projectDir });
    expect(await h.ok('terminal.input', { sessionId: other.id, shellId: shell.shellId, text: 'x' })).toEqual({ sent: false });
    expect(await h.ok('terminal.kill', { sessionId: other.id, shellId: shell.shellId })).toEqual({ killed: false });
    expect(await h.ok('terminal.kill', { sessionId: session.id, shellId: shell.shellId })).toEqual({ killed: true });
    expect((await h.ok('terminal.list', { sessionId: session.id })).map((entry) => entry.shellId)).not.toContain(shell.shellId);
    expect(await h.ok('terminal.list', { sessionId: 'no-such-session' })).toEqual([]);
  });
});
