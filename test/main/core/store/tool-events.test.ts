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
import { recordToolEvents } from '../../../../main/core/store/tool-events.ts';
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
    tools: [shout],
  };
  return { store, session, executor, turn, seen };
}

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
});
