import { describe, expect, it } from 'vitest';
import { createRunOutput } from '../../../main/cli/output/formats.ts';
import type { OutputFormat } from '../../../main/cli/run/options.ts';
import { sampleEnd, sampleRunEvents, sessionId } from './sample-run.ts';
import { runHeadlessCalls } from './headless-calls.ts';

/** Prints the events and the end in a format; returns stdout, stderr and both interleaved as written. */
async function printed(format: OutputFormat, end = sampleEnd) {
  const writes: Array<{ stream: 'stdout' | 'stderr'; text: string }> = [];
  const output = createRunOutput(
    format,
    { stdout: (text) => writes.push({ stream: 'stdout', text }), stderr: (text) => writes.push({ stream: 'stderr', text }) },
  );
  for (const event of await sampleRunEvents()) output.event(event);
  output.finish(end);
  const of = (stream: string) =>
    writes
      .filter((write) => write.stream === stream)
      .map((write) => write.text)
      .join('');
  return { stdout: of('stdout'), stderr: of('stderr'), both: writes.map((write) => write.text).join('') };
}

describe('text output', () => {
  it("streams the main agent's text to stdout and tool activity, retries, notices and the status to stderr", async () => {
    const { stdout, stderr, both } = await printed('text');
    expect(stdout).toBe("I'll check the notes.\n\nDone: the notes say hello.\n");
    const lines = stderr.split('\n');
    expect(lines[0]).toBe('retrying in 1.5 s (attempt 2): 529 overloaded');
    expect(lines[1]).toBe('⏺ Read(notes.txt) ✓');
    expect(lines[2]).toMatch(/^⏺ Bash\(npm test\) ✗ denied — allow with --allowed-tools 'Bash\(npm test.*\)'$/);
    expect(lines[3]).toBe('  ⏺ Grep(TODO) ✗ error: rg failed (+1 lines)');
    expect(lines[4]).toBe('warning: The context is 80% full.');
    expect(lines[5]).toBe(`✓ done · 2 turns · 1200 in / 80 out tokens · 4.2 s · session ${sessionId}`);
    expect(lines.slice(6)).toEqual(['']);
    // Each stderr line starts on a line of its own, even between pieces of stdout text.
    expect(both).toContain("I'll check the notes.\n⏺ Read(notes.txt) ✓\n");
    expect(both).not.toContain('Searching.');
  });

  it('starts every stderr line on a line of its own, and names a call whose line another line interrupted', async () => {
    const writes: string[] = [];
    const output = createRunOutput('text', { stdout: (text) => writes.push(text), stderr: (text) => writes.push(text) });
    const started = (id: string, path: string) => output.event({ sessionId, type: 'tool', event: { type: 'started', toolCallId: id, toolName: 'Read', input: { file_path: path } } });
    const finished = (id: string) =>
      output.event({ sessionId, type: 'tool', event: { type: 'finished', outcome: { toolCallId: id, toolName: 'Read', status: 'success', content: [], durationMs: 1 } } });
    output.event({ sessionId, type: 'text', messageId: 'm', delta: 'Working' });
    output.event({ sessionId, type: 'notice', level: 'info', message: 'Compacted.' });
    started('a', 'a.ts');
    started('b', 'b.ts');
    finished('a');
    output.event({ sessionId, type: 'text', messageId: 'm', delta: ' on it' });
    finished('b');
    expect(writes.join('')).toBe('Working\nnote: Compacted.\n⏺ Read(a.ts)\n⏺ Read(b.ts)\n  ⎿ Read(a.ts) ✓\n on it\n  ⎿ Read(b.ts) ✓\n');
  });

  it('says on stderr when streamed text was dropped because its response broke off', () => {
    const writes: string[] = [];
    const output = createRunOutput('text', { stdout: (text) => writes.push(text), stderr: (text) => writes.push(text) });
    output.event({ sessionId, type: 'message', messageId: 'm1', role: 'assistant' });
    output.event({ sessionId, type: 'text', messageId: 'm1', delta: 'Half an ans' });
    output.event({ sessionId, type: 'message_discarded', messageId: 'm1' });
    output.event({ sessionId, type: 'message', messageId: 'm2', role: 'assistant' });
    output.event({ sessionId, type: 'message_discarded', messageId: 'm2' });
    output.event({ sessionId, type: 'message', messageId: 'm3', role: 'assistant' });
    output.event({ sessionId, type: 'text', messageId: 'm3', delta: 'The answer.' });
    expect(writes.join('')).toBe('Half an ans\n(the text above broke off and does not count)\n\nThe answer.');
  });

  it('writes out the escapes, bidi controls and zero-width characters of a call and of why it was denied, never printing them raw', async () => {
    const command = 'echo \u001b[2K\u202Eok\u200B';
    const { events } = await runHeadlessCalls([{ id: 'call-hidden', name: 'Bash', input: { command } }], { permissions: { allow: ['Bash'] } });
    const written: string[] = [];
    const output = createRunOutput('text', { stdout: (text) => written.push(text), stderr: (text) => written.push(text) });
    for (const event of events) output.event({ sessionId, type: 'tool', event });
    const stderr = written.join('');
    for (const raw of ['\u001b', '\u202E', '\u200B']) expect(stderr).not.toContain(raw);
    expect(stderr).toBe(
      '⏺ Bash(echo <U+001B>[2K<U+202E>ok<U+200B>) ✗ denied — It needs the person because the command holds characters that do not show as they run: U+001B (esca…\n',
    );
  });

  it('reports how a run that did not finish ended', async () => {
    const errorEnd = { ...sampleEnd, sessionId: undefined, status: 'error' as const, error: 'No API key for anthropic.' };
    expect((await printed('text', errorEnd)).stderr).toMatch(/✗ error: No API key for anthropic\. · 2 turns · 1200 in \/ 80 out tokens · 4\.2 s\n$/);
    expect((await printed('text', { ...sampleEnd, status: 'max_turns' })).stderr).toContain('✗ stopped at the turn limit · 2 turns');
    expect((await printed('text', { ...sampleEnd, status: 'cancelled' })).stderr).toContain('✗ cancelled · 2 turns');
  });
});

describe('json output', () => {
  it('prints one object at the end, with Claude Code field names', async () => {
    const { stdout, stderr } = await printed('json');
    expect(stderr).toBe('');
    expect(stdout.endsWith('}\n')).toBe(true);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    const result = JSON.parse(stdout);
    expect(result).toEqual({
      type: 'result',
      subtype: 'success',
      is_error: false,
      status: 'done',
      result: 'Done: the notes say hello.',
      session_id: sessionId,
      num_turns: 2,
      duration_ms: 4211,
      usage: { input_tokens: 1200, output_tokens: 80, cache_read_input_tokens: 1000 },
      permission_denials: [{ tool_name: 'Bash', tool_use_id: 'call-test', tool_input: { command: 'npm test' } }],
    });
  });

  it('marks a run that reached its turn limit as an error, as Claude Code does', async () => {
    const result = JSON.parse((await printed('json', { ...sampleEnd, status: 'max_turns' })).stdout);
    expect(result).toMatchObject({ subtype: 'error_max_turns', is_error: true, status: 'max_turns' });
    const failed = JSON.parse((await printed('json', { ...sampleEnd, sessionId: undefined, status: 'error', error: 'boom' })).stdout);
    expect(failed).toMatchObject({ subtype: 'error_during_execution', is_error: true, session_id: null, error: 'boom' });
  });
});

describe('stream-json output', () => {
  it('prints one object per line for each event, ending with the result', async () => {
    const { stdout, stderr } = await printed('stream-json');
    expect(stderr).toBe('');
    const lines = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    const main = { session_id: sessionId, parent_tool_use_id: null };
    expect(lines[0]).toEqual({ type: 'system', subtype: 'init', cwd: '/work/project', provider: 'anthropic', model: 'claude-test', tools: ['Bash', 'Read'], resumed: false, ...main });
    expect(lines).toContainEqual({ type: 'system', subtype: 'api_retry', attempt: 2, retry_delay_ms: 1500, error: '529 overloaded', ...main });
    expect(lines).toContainEqual({ type: 'thinking_delta', message_id: 'm-1', thinking: 'Let me look.', ...main });
    expect(lines).toContainEqual({ type: 'text_delta', message_id: 'm-1', text: "I'll check ", ...main });
    expect(lines).toContainEqual({ type: 'tool_use', id: 'call-test', name: 'Bash', input: { command: 'npm test' }, ...main });
    expect(lines).toContainEqual({
      type: 'permission',
      subtype: 'asked',
      tool_use_id: 'call-test',
      kind: 'permission',
      title: expect.any(String),
      suggestions: [expect.stringMatching(/^Bash\(npm test/)],
      parts: [expect.objectContaining({ label: 'npm test', verdict: 'ask', risk: 'execute', reason: 'no allow rule covers npm test' })],
      ...main,
    });
    expect(lines).toContainEqual({
      type: 'permission',
      subtype: 'answered',
      tool_use_id: 'call-test',
      decision: 'deny',
      source: { kind: 'policy', detail: 'deft run: nobody to ask' },
      message: expect.stringContaining('headless run'),
      ...main,
    });
    expect(lines).toContainEqual(
      expect.objectContaining({ type: 'tool_result', tool_use_id: 'call-read', name: 'Read', status: 'success', is_error: false, content: expect.stringContaining('first line') }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ type: 'tool_result', tool_use_id: 'call-test', status: 'denied', is_error: true }));
    expect(lines).toContainEqual({
      type: 'system',
      subtype: 'usage',
      usage: { input_tokens: 1200, output_tokens: 80, cache_read_input_tokens: 1000 },
      context_tokens: 1280,
      context_limit: 200000,
      ...main,
    });

    const sub = { session_id: 'session-2', parent_tool_use_id: 'call-task', subagent: 'explore' };
    expect(lines).toContainEqual({ type: 'tool_use', id: 'call-grep', name: 'Grep', input: { pattern: 'TODO' }, ...sub });
    expect(lines).toContainEqual(
      expect.objectContaining({ type: 'system', subtype: 'subagent_result', status: 'done', num_turns: 1, duration_ms: 950, ...sub }),
    );
    expect(lines.filter((line) => line.type === 'result')).toHaveLength(1);
    expect(lines.at(-1)).toMatchObject({ type: 'result', subtype: 'success', session_id: sessionId, num_turns: 2, permission_denials: [{ tool_use_id: 'call-test' }] });
  });
});
