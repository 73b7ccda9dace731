import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { openSession, type AgentSession, type SessionOptions } from '../../../../main/core/session/open-session.ts';
import type { AgentEvent } from '../../../../shared/vocabulary/agent-events.ts';
import { secretsFromEnv } from '../../../../main/core/settings/secrets.ts';
import { toolOutputDir } from '../../../../main/core/paths.ts';
import { openStore, type Store } from '../../../../main/core/store/store.ts';
import { createSpillStore } from '../../../../main/core/tools/output/spill.ts';
import type { Approvals } from '../../../../main/core/tools/permission.ts';
import type { ApprovalAnswer, ApprovalRequest } from '../../../../shared/vocabulary/approvals.ts';
import { startLlmServer, type LlmServer, type ScriptEntry } from '../../../mocks/llm-server/index.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

/** The person at the keyboard, as a test plays them: answers each request and remembers it. */
export function person(answer: (request: ApprovalRequest) => ApprovalAnswer = () => ({ decision: 'allow', scope: 'once' })) {
  const asked: ApprovalRequest[] = [];
  const approvals: Approvals = {
    request: async (request) => {
      asked.push(request);
      return answer(request);
    },
  };
  return { asked, approvals };
}

export interface Harness {
  server: LlmServer;
  store: Store;
  projectDir: string;
  dataDir: string;
  events: AgentEvent[];
  open(overrides?: Partial<SessionOptions>): Promise<AgentSession>;
}

/** A git project in a temp dir, a data dir with its store, and a scripted model server speaking Anthropic's protocol. */
export async function harness(replies: ScriptEntry[], files: Record<string, string> = {}): Promise<Harness> {
  const root = tempDir();
  const projectDir = join(root, 'project');
  const dataDir = join(root, 'data');
  const home = join(root, 'home');
  for (const dir of [projectDir, dataDir, home]) mkdirSync(dir, { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(projectDir, path, '..'), { recursive: true });
    writeFileSync(join(projectDir, path), content);
  }
  execFileSync('git', ['init', '-q'], { cwd: projectDir });
  const server = await startLlmServer({ replies });
  const store = openStore({ dataDir });
  const spill = createSpillStore({ dir: toolOutputDir(dataDir) });
  const sessions: AgentSession[] = [];
  onTestFinished(async () => {
    for (const session of sessions) await session.close();
    store.close();
    await server.close();
  });
  const events: AgentEvent[] = [];
  const env = { PATH: process.env.PATH, HOME: home };
  return {
    server,
    store,
    projectDir,
    dataDir,
    events,
    async open(overrides = {}) {
      const opened = await openSession({
        store,
        spill,
        projectDir,
        dataDir,
        home,
        env,
        secrets: secretsFromEnv({ ANTHROPIC_API_KEY: 'test-key' }),
        provider: { provider: 'anthropic', model: 'claude-sonnet-4-5', baseUrl: server.url },
        approvals: person().approvals,
        onEvent: (event) => events.push(event),
        retry: { maxAttempts: 4, baseDelayMs: 1, maxDelayMs: 2, maxRetryAfterMs: 1000 },
        now: new Date('2026-11-30T12:00:00Z'),
        ...overrides,
      });
      if (!opened.ok) throw new Error(opened.error);
      sessions.push(opened.value);
      return opened.value;
    },
  };
}
