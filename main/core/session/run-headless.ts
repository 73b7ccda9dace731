import type { SettingsFlags } from '../settings/flags.ts';
import type { Secrets } from '../settings/secrets.ts';
import { toolOutputDir } from '../paths.ts';
import { openSession } from './open-session.ts';
import { openStore } from '../store/store.ts';
import { createSpillStore } from '../tools/output/spill.ts';
import type { Approvals } from '../tools/permission.ts';
import type { AgentEvent, RunStatus, Usage } from '../../../shared/vocabulary/agent-events.ts';
import type { RetryPolicy } from '../agent/loop/retry.ts';
import type { ProviderId } from '../agent/model/types.ts';
import { noUsage } from '../agent/usage.ts';

export interface HeadlessRunRequest {
  projectDir: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  secrets: Secrets;
  provider: { provider?: ProviderId; model?: string; baseUrl?: string; apiKey?: string };
  flags: SettingsFlags;
  prompt: string;
  session?: { continue: true } | { resumeId: string };
  maxTurns?: number;
  approvals: Approvals;
  onEvent(event: AgentEvent): void;
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

/** One prompt, answered start to finish with nobody at the keyboard: the `deft run` command. */
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
    let result;
    try {
      result = await session.send(request.prompt, request.signal);
    } finally {
      await session.close();
    }
    const final = { sessionId: session.session.id, ...result, durationMs: elapsed() };
    request.onEvent({ type: 'result', ...final });
    return final;
  } finally {
    store.close();
  }
}
