import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSession } from '../main/core/session/open-session.ts';
import { secretsFromEnv } from '../main/core/settings/secrets.ts';
import { openStore } from '../main/core/store/store.ts';
import { createSpillStore } from '../main/core/tools/output/spill.ts';
import type { RecordedRequest, ScriptEntry } from '../test/mocks/llm-server/index.ts';
import { startLlmServer } from '../test/mocks/llm-server/index.ts';
import { figure, type Figure } from './figure.ts';

const prompts = 40;
const answer = 'A streamed answer of a few dozen words, enough to arrive in several deltas like a real one does. '.repeat(4);

/** Each prompt: one response calling Think, then one answering in text. */
function script(): ScriptEntry[] {
  return Array.from({ length: prompts }, () => [
    { toolCalls: [{ name: 'Think', input: { thought: 'Plan the next step.' } }] },
    { text: answer },
  ]).flat();
}

/**
 * The loop's cost per model response (store writes, tool dispatch through the executor, events,
 * conversation upkeep), against fetching the very same requests from the same local server and
 * reading their SSE streams to the end, with nothing done with them.
 */
export default async function run(): Promise<Figure[]> {
  const root = mkdtempSync(join(tmpdir(), 'deft-bench-agent-'));
  const projectDir = join(root, 'project');
  mkdirSync(projectDir);
  execFileSync('git', ['init', '-q'], { cwd: projectDir });
  const server = await startLlmServer({ replies: script() });
  const store = openStore({ dataDir: join(root, 'data') });
  try {
    const opened = await openSession({
      store,
      spill: createSpillStore({ dir: join(root, 'data', 'tool-output') }),
      projectDir,
      dataDir: join(root, 'data'),
      home: root,
      env: { PATH: process.env.PATH },
      secrets: secretsFromEnv({ ANTHROPIC_API_KEY: 'bench' }),
      provider: { provider: 'anthropic', model: 'claude-sonnet-4-5', baseUrl: server.url },
      approvals: { request: async () => ({ decision: 'allow', scope: 'once' }) },
      onEvent: () => {},
    });
    if (!opened.ok) throw new Error(opened.error);
    const signal = new AbortController().signal;
    await opened.value.send('warm up', signal);
    const start = process.hrtime.bigint();
    for (let i = 1; i < prompts; i++) await opened.value.send(`Prompt number ${i}`, signal);
    const responses = (prompts - 1) * 2;
    const agentMicros = Number(process.hrtime.bigint() - start) / 1000 / responses;
    await opened.value.close();

    const recorded = server.requests.slice(2);
    server.script(...recorded.map((request) => replyFor(request)));
    const rawStart = process.hrtime.bigint();
    for (const request of recorded) await fetchWhole(server.url, request);
    const rawMicros = Number(process.hrtime.bigint() - rawStart) / 1000 / recorded.length;

    return [
      figure('agent loop, per model response', 'µs', agentMicros, 'the same requests fetched and their streams read raw', rawMicros),
      figure('agent loop overhead, per model response', 'µs', agentMicros - rawMicros, 'the raw stream itself', rawMicros),
    ];
  } finally {
    store.close();
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/** The reply the agent got for this request: the same bytes again. */
function replyFor(request: RecordedRequest): ScriptEntry {
  return (request.index - 1) % 2 === 0 ? { toolCalls: [{ name: 'Think', input: { thought: 'Plan the next step.' } }] } : { text: answer };
}

async function fetchWhole(url: string, request: RecordedRequest): Promise<void> {
  const response = await fetch(`${url}${request.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  });
  const reader = response.body!.getReader();
  while (!(await reader.read()).done);
}
