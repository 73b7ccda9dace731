import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { createDeferredToolIndex } from '../../../../main/core/tools/deferred-index.ts';
import { defineTool, ToolError } from '../../../../main/core/tools/define.ts';
import { createToolExecutor } from '../../../../main/core/tools/executor.ts';
import type { ToolEvent } from '../../../../shared/vocabulary/tool-calls.ts';
import { createSpillStore } from '../../../../main/core/tools/output/spill.ts';
import type { PermissionService } from '../../../../main/core/tools/permission.ts';
import { loadSession } from '../../../../main/core/store/load.ts';
import { appendPart, getPart } from '../../../../main/core/store/parts.ts';
import { appStoppedNote } from '../../../../main/core/store/store.ts';
import { openStore } from '../../../../main/core/store/store.ts';
import { keptTerminalCharacters, recordToolEvents, terminalTail } from '../../../../main/core/store/tool-events.ts';
import { storeWithMessage } from './open-store.ts';

const shout = defineTool({
  name: 'Shout',
  description: 'Says its text loudly.',
  input: z.strictObject({ text: z.string() }),
  readOnly: true,
  execute(input) {
    if (input.text === 'fail') throw new ToolError('cannot shout that');
    return input.text.toUpperCase().repeat(input.text === 'long' ? 40_000 : 1);
  },
});

const denyFail: PermissionService = {
  decide: (request) =>
    (request.input as { text: string }).text === 'secret'
      ? { behavior: 'deny', message: 'not that', source: { kind: 'rule', detail: 'Shout(secret)' } }
      : { behavior: 'allow', source: { kind: 'mode', detail: 'default' } },
};

/** Draws a red word in its terminal as a command would, then ends, or waits until it is cancelled when told to `hang`. */
const paint = defineTool({
  name: 'Paint',
  description: 'Draws in its terminal.',
  input: z.strictObject({ hang: z.boolean() }),
  readOnly: true,
  async execute(input, context) {
    context.progress({ stream: 'pty', data: Buffer.from('\u001b[31mred\u001b[0m\r\n') });
    context.progress({ stream: 'pty', data: Buffer.from('second line\r\n') });
    if (!input.hang) return 'painted';
    await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
    throw new ToolError('The command was stopped.');
  },
});

function runWithStore() {
  const { store, session, message } = storeWithMessage();
  const record = recordToolEvents(store, session.id, message.id);
  const seen: Array<{ event: ToolEvent['type']; state: unknown }> = [];
  const dataDir = tempDir();
  const executor = createToolExecutor({
    permissions: denyFail,
    spill: createSpillStore({ dir: `${dataDir}/spill` }),
    onEvent: (event) => {
      record(event);
      const id = event.type === 'finished' ? event.outcome.toolCallId : event.toolCallId;
      const part = loadSession(store, session.id)?.messages[0].parts.find((p) => p.toolCallId === id);
      seen.push({ event: event.type, state: part?.state });
    },
  });
  const turn = {
    sessionId: session.id,
    messageId: message.id,
    agent: { name: 'main' },
    cwd: dataDir,
    signal: new AbortController().signal,
    messages: [],
    deferredTools: createDeferredToolIndex([], new Set(), () => ''),
    tools: [shout, paint],
  };
  return { store, session, executor, turn, seen };
}

describe('terminalTail', () => {
  it('keeps a short output whole, and of a long one its end from the start of a line', () => {
    expect(terminalTail('a\r\nb')).toBe('a\r\nb');
    const long = `${'x'.repeat(keptTerminalCharacters)}\r\n\u001b[32mend\u001b[0m`;
    expect(terminalTail(long)).toBe('\u001b[32mend\u001b[0m');
  });
});

describe('recordToolEvents', () => {
  it('writes the call on every transition, ending with the outcome, its timing and decision source', async () => {
    const { store, session, executor, turn, seen } = runWithStore();
    await executor.run({ id: 'call-1', name: 'Shout', input: { text: 'hi' } }, turn);
    expect(seen.filter((s) => ['started', 'running', 'finished'].includes(s.event))).toEqual([
      { event: 'started', state: 'pending' },
      { event: 'running', state: 'running' },
      { event: 'finished', state: 'success' },
    ]);
    const [part] = loadSession(store, session.id)?.messages[0].parts ?? [];
    expect(part).toMatchObject({
      kind: 'tool', toolCallId: 'call-1', toolName: 'Shout', state: 'success', input: { text: 'hi' },
      output: [{ type: 'text', text: 'HI' }], decision: { behavior: 'allow', source: { kind: 'mode', detail: 'default' } },
    });
    expect(part.durationMs).toBeGreaterThanOrEqual(0);
    expect(part.startedAt).toBeLessThanOrEqual(part.endedAt as number);
  });

  it('records errors, denials with their rule, unknown tools and spill paths', async () => {
    const { store, session, executor, turn } = runWithStore();
    await executor.runTurn(
      [
        { id: 'e', name: 'Shout', input: { text: 'fail' } },
        { id: 'd', name: 'Shout', input: { text: 'secret' } },
        { id: 'u', name: 'Whisper', input: {} },
        { id: 'l', name: 'Shout', input: { text: 'long' } },
      ],
      turn,
    );
    const parts = new Map(loadSession(store, session.id)?.messages[0].parts.map((p) => [p.toolCallId, p]));
    expect(parts.get('e')).toMatchObject({ state: 'error', output: [{ text: 'cannot shout that' }] });
    expect(parts.get('d')).toMatchObject({ state: 'denied', decision: { behavior: 'deny', source: { kind: 'rule', detail: 'Shout(secret)' } } });
    expect(parts.get('u')).toMatchObject({ state: 'error', toolName: 'Whisper' });
    expect(parts.get('l')?.spillPath).toMatch(/spill/);
  });

  it('leaves the open calls of a run that is still going alone, and cancels those of a run that stopped', () => {
    const { store, session, message } = storeWithMessage();
    const running = appendPart(store, session.id, message.id, 'tool', { toolCallId: 'a', toolName: 'Bash', state: 'running' });
    const pending = appendPart(store, session.id, message.id, 'tool', { toolCallId: 'b', toolName: 'Bash', state: 'pending' });
    const done = appendPart(store, session.id, message.id, 'tool', { toolCallId: 'c', toolName: 'Bash', state: 'success' });
    const alongside = openStore({ dataDir: store.dataDir });
    try {
      expect(getPart(alongside, running)?.state).toBe('running');
    } finally {
      alongside.close();
    }
    store.close();
    const reopened = openStore({ dataDir: store.dataDir });
    try {
      expect(getPart(reopened, running)).toMatchObject({ state: 'cancelled', note: appStoppedNote });
      expect(getPart(reopened, pending)).toMatchObject({ state: 'cancelled', note: appStoppedNote });
      expect(getPart(reopened, done)).toMatchObject({ state: 'success', note: null });
      expect(appendPart(reopened, session.id, message.id, 'text', { text: 'continuing' })).toBeTruthy();
    } finally {
      reopened.close();
    }
  });

  it('keeps what a call drew in its terminal, colours included, when it succeeds and when it is cancelled', async () => {
    const { store, session, executor, turn } = runWithStore();
    await executor.run({ id: 'done', name: 'Paint', input: { hang: false } }, turn);
    const controller = new AbortController();
    const cancelled = executor.run({ id: 'stopped', name: 'Paint', input: { hang: true } }, { ...turn, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await cancelled;
    const parts = new Map(loadSession(store, session.id)?.messages[0].parts.map((p) => [p.toolCallId, p]));
    const drawn = '\u001b[31mred\u001b[0m\r\nsecond line\r\n';
    expect(parts.get('done')).toMatchObject({ state: 'success', terminal: drawn });
    expect(parts.get('stopped')).toMatchObject({ state: 'cancelled', terminal: drawn });
  });

  it('keeps no terminal for a call that drew none', async () => {
    const { store, session, executor, turn } = runWithStore();
    await executor.run({ id: 'plain', name: 'Shout', input: { text: 'hi' } }, turn);
    expect(loadSession(store, session.id)?.messages[0].parts[0].terminal).toBeNull();
  });
});
