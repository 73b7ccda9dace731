import type { AgentEvent } from '../../../shared/vocabulary/agent-events.ts';
import type { RunEnd } from '../../../main/cli/output/run-output.ts';
import { readNotes, runHeadlessCalls, runTests } from './headless-calls.ts';

export const sessionId = 'session-1';
const explore = { name: 'explore', parentSessionId: sessionId, parentToolCallId: 'call-task' };

/**
 * The events of a small run: text, a Read that succeeds and a Bash call the headless policy denies
 * (both through the real executor), a retry, a sub-agent's tool call, a notice, and a final answer.
 */
export async function sampleRunEvents(): Promise<AgentEvent[]> {
  const { events: toolEvents } = await runHeadlessCalls([readNotes, runTests]);
  const main = { sessionId };
  const child = { sessionId: 'session-2', subagent: explore };
  const usage = { inputTokens: 1200, outputTokens: 80, cacheReadTokens: 1000 };
  return [
    { ...main, type: 'session', cwd: '/work/project', provider: 'anthropic', model: 'claude-test', tools: ['Bash', 'Read'], resumed: false },
    { ...main, type: 'message', messageId: 'm-user', role: 'user' },
    { ...main, type: 'status', status: 'requesting' },
    { ...main, type: 'status', status: 'retrying', attempt: 2, delayMs: 1500, detail: '529 overloaded' },
    { ...main, type: 'message', messageId: 'm-1', role: 'assistant' },
    { ...main, type: 'reasoning', messageId: 'm-1', delta: 'Let me look.' },
    { ...main, type: 'text', messageId: 'm-1', delta: "I'll check " },
    { ...main, type: 'text', messageId: 'm-1', delta: 'the notes.' },
    ...toolEvents.map((event): AgentEvent => ({ ...main, type: 'tool', event })),
    { ...main, type: 'usage', usage, contextTokens: 1280, contextLimit: 200000 },
    { ...child, type: 'session', cwd: '/work/project', provider: 'anthropic', model: 'claude-test', tools: ['Grep'], resumed: false },
    { ...child, type: 'message', messageId: 'm-child', role: 'assistant' },
    { ...child, type: 'text', messageId: 'm-child', delta: 'Searching.' },
    { ...child, type: 'tool', event: { type: 'started', toolCallId: 'call-grep', toolName: 'Grep', input: '{"pattern":"TODO"}' } },
    {
      ...child,
      type: 'tool',
      event: {
        type: 'finished',
        outcome: { toolCallId: 'call-grep', toolName: 'Grep', status: 'error', content: [{ type: 'text', text: 'rg failed\nexit 2' }], durationMs: 12.4 },
      },
    },
    { ...child, type: 'result', status: 'done', text: 'No TODOs.', turns: 1, usage: { inputTokens: 300, outputTokens: 20 }, durationMs: 950 },
    { ...main, type: 'notice', level: 'warning', message: 'The context is 80% full.' },
    { ...main, type: 'message', messageId: 'm-2', role: 'assistant' },
    { ...main, type: 'text', messageId: 'm-2', delta: 'Done: the notes say hello.' },
    { ...main, type: 'result', status: 'done', text: 'Done: the notes say hello.', turns: 2, usage, durationMs: 4210 },
  ];
}

export const sampleEnd: RunEnd = {
  sessionId,
  status: 'done',
  text: 'Done: the notes say hello.',
  turns: 2,
  usage: { inputTokens: 1200, outputTokens: 80, cacheReadTokens: 1000 },
  durationMs: 4210.6,
};
