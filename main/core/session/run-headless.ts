import type { SettingsFlags } from '../settings/flags.ts';
import type { Secrets } from '../settings/secrets.ts';
import { toolOutputDir } from '../paths.ts';
import { openSession, type AgentSession } from './open-session.ts';
import type { WorktreeWish } from './session-place.ts';
import { openStore } from '../store/store.ts';
import { generateTitle } from '../store/title.ts';
import { createSpillStore } from '../tools/output/spill.ts';
import type { Approvals } from '../tools/permission.ts';
import type { AgentEvent, RunStatus, Usage } from '../../../shared/vocabulary/agent-events.ts';
import type { RetryPolicy } from '../agent/loop/retry.ts';
import type { ProviderId } from '../agent/model/types.ts';
import { noUsage } from '../agent/usage.ts';
import type { TurnResult } from '../agent/agent.ts';
import type { MessageImage } from '../store/types.ts';
import type { QueuedMessage } from '../../../shared/ipc/domains/chat.ts';
import type { CollectingEnvironment } from '../agent/prompt/environment/collect-environment.ts';

/** A message of the person's, as `--input-format stream-json` brings it. */
export interface HeadlessPrompt {
  prompt: string;
  images: MessageImage[];
}

export interface HeadlessRunRequest {
  projectDir: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  secrets: Secrets;
  provider: { provider?: ProviderId; model?: string; baseUrl?: string; apiKey?: string };
  flags: SettingsFlags;
  /**
   * The prompt; or the person's messages as they arrive (`--input-format stream-json`): the first
   * starts a turn, one arriving while a turn runs steers it at its next safe point, one arriving
   * between turns starts the next turn. The run ends when the messages end and the turns are done.
   */
  input: { prompt: string } | { messages: AsyncIterable<HeadlessPrompt> };
  session?: { continue: true } | { resumeId: string };
  /** The project folder's environment (git), begun by the caller before this module and the session's were loaded. */
  environment?: CollectingEnvironment;
  /** The new session works in a new worktree of the project. */
  worktree?: WorktreeWish;
  maxTurns?: number;
  approvals: Approvals;
  onEvent(event: AgentEvent): void;
  /** The session's queue after each change: messages waiting for the turn to end, or to steer it. */
  onQueue?(messages: QueuedMessage[]): void;
  signal: AbortSignal;
  home?: string;
  retry?: RetryPolicy;
}

export interface HeadlessRunResult {
  sessionId: string;
  status: RunStatus;
  text: string;
  turns: number;
  usage: Usage;
  durationMs: number;
  error?: string;
  errorKind?: 'loop';
}

/**
 * One prompt (or a stream of them), answered start to finish with nobody at the keyboard: the
 * `deft run` command. Each turn's end is reported as a `result` event; the last is returned.
 */
export async function runHeadless(request: HeadlessRunRequest): Promise<HeadlessRunResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const store = openStore({ dataDir: request.dataDir });
  try {
    const opened = await openSession({ ...request, store, spill: createSpillStore({ dir: toolOutputDir(request.dataDir) }) });
    if (!opened.ok) {
      const failed = { sessionId: '', status: 'error' as const, text: '', turns: 0, usage: noUsage(), durationMs: elapsed(), error: opened.error };
      request.onEvent({ type: 'result', ...failed });
      return failed;
    }
    const session = opened.value;
    if (request.onQueue) session.queue.onChange(request.onQueue);
    const answered = (result: TurnResult): HeadlessRunResult => {
      const ended = { sessionId: session.session.id, ...result, durationMs: elapsed() };
      request.onEvent({ type: 'result', ...ended });
      return ended;
    };
    try {
      const { input } = request;
      return 'prompt' in input ? answered(await session.send(input.prompt, request.signal)) : await answerStream(session, input.messages, request.signal, answered);
    } finally {
      await session.close();
      // As the desktop does after each turn: the first prompt names the session in `deft sessions list`.
      generateTitle(store, session.session.id);
    }
  } finally {
    store.close();
  }
}

/** Turns for the messages as they arrive, steering with those that come while one runs. */
async function answerStream(
  session: AgentSession,
  messages: AsyncIterable<HeadlessPrompt>,
  signal: AbortSignal,
  answered: (result: TurnResult) => HeadlessRunResult,
): Promise<HeadlessRunResult> {
  const { queue } = session;
  let running = false;
  let inputEnded = false;
  let wake = () => {};
  const reading = (async () => {
    try {
      for await (const message of messages) {
        const queued = queue.enqueue(message.prompt, message.images);
        if (running) queue.sendNow(queued.id);
        wake();
      }
    } finally {
      inputEnded = true;
      wake();
    }
  })();
  signal.addEventListener('abort', () => wake(), { once: true });
  let last: HeadlessRunResult | undefined;
  while (!signal.aborted) {
    const next = queue.takeNext();
    if (!next) {
      if (inputEnded) break;
      await new Promise<void>((resolve) => (wake = resolve));
      continue;
    }
    running = true;
    try {
      last = answered(await session.send(next.prompt, signal, next.images ?? []));
    } finally {
      running = false;
    }
  }
  if (inputEnded) await reading;
  return last ?? answered({ status: signal.aborted ? 'cancelled' : 'error', text: '', turns: 0, usage: noUsage(), error: 'The input held no user message.' });
}
