import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import type { EventChannel } from '../../../../shared/ipc/channels.ts';
import type { EventPayload, RequestInput, RequestOutput } from '../../../../shared/ipc/contract.ts';
import type { RequestChannel } from '../../../../shared/ipc/channels.ts';
import type { IpcResult } from '../../../../shared/ipc/result.ts';
import { createCore, type Core } from '../../../../main/core/core.ts';
import { createHandlers } from '../../../../main/core/ipc/handlers.ts';
import { createRouter } from '../../../../main/core/ipc/router.ts';
import { startLlmServer, type LlmServer, type ScriptEntry } from '../../../mocks/llm-server/index.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

export const apiKey = 'sk-ant-test-0123456789';

export interface Emitted<E extends EventChannel = EventChannel> {
  channel: E;
  payload: EventPayload<E>;
}

export interface RouterHarness {
  core: Core;
  server: LlmServer;
  projectDir: string;
  emitted: Emitted[];
  /** Calls the real router, as the renderer would. */
  call<C extends RequestChannel>(channel: C, input: RequestInput<C>): Promise<IpcResult<RequestOutput<C>>>;
  /** Like `call`, failing the test unless it answers ok. */
  ok<C extends RequestChannel>(channel: C, input: RequestInput<C>): Promise<RequestOutput<C>>;
  /** Resolves with the first event from the `since`th emitted on, already sent or still to come, that matches. */
  event<E extends EventChannel>(channel: E, matches?: (payload: EventPayload<E>) => boolean, since?: number): Promise<EventPayload<E>>;
  /** Every agent event of `chat.event` batches so far, in order. */
  agentEvents(): EventPayload<'chat.event'>['events'];
  /** Closes the core and starts a new one on the same data dir and project, as quitting and starting Deft again does; `core` is the new one after. */
  restart(): Promise<void>;
}

/**
 * The real core and router on a temp data dir, with a git project and a scripted Anthropic server;
 * `env` adds variables that need the server's URL.
 */
export async function routerHarness(
  replies: ScriptEntry[],
  files: Record<string, string> = {},
  env: (serverUrl: string) => Record<string, string> = () => ({}),
): Promise<RouterHarness> {
  const root = tempDir();
  const projectDir = join(root, 'project');
  const home = join(root, 'home');
  for (const dir of [projectDir, home]) mkdirSync(dir, { recursive: true });
  for (const [path, content] of Object.entries(files)) writeFileSync(join(projectDir, path), content);
  execFileSync('git', ['init', '-q'], { cwd: projectDir });
  const server = await startLlmServer({ replies });
  const emitted: Emitted[] = [];
  const waiters = new Set<(entry: Emitted) => void>();
  const start = () => {
    const started = createCore({
      dataDir: join(root, 'data'),
      env: { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: apiKey, ANTHROPIC_BASE_URL: server.url, ...env(server.url) },
    });
    started.events.onAny((channel, payload) => {
      const entry = { channel, payload } as Emitted;
      emitted.push(entry);
      for (const waiter of waiters) waiter(entry);
    });
    return { core: started, router: createRouter(createHandlers(started)) };
  };
  let running = start();
  onTestFinished(async () => {
    await running.core.close();
    await server.close();
  });
  const call = <C extends RequestChannel>(channel: C, input: RequestInput<C>) => running.router.handle(channel, input) as Promise<IpcResult<RequestOutput<C>>>;
  return {
    get core() {
      return running.core;
    },
    async restart() {
      await running.core.close();
      running = start();
    },
    server,
    projectDir,
    emitted,
    call,
    async ok(channel, input) {
      const result = await call(channel, input);
      if (!result.ok) throw new Error(`${channel} failed: ${result.error.message}`);
      return result.data;
    },
    event(channel, matches = () => true, since = 0) {
      const fits = (entry: Emitted) => entry.channel === channel && matches(entry.payload as never);
      const found = emitted.slice(since).find(fits);
      if (found) return Promise.resolve(found.payload as never);
      return new Promise((resolve) => {
        const waiter = (entry: Emitted) => {
          if (!fits(entry)) return;
          waiters.delete(waiter);
          resolve(entry.payload as never);
        };
        waiters.add(waiter);
      });
    },
    agentEvents: () => emitted.flatMap((entry) => (entry.channel === 'chat.event' ? (entry.payload as EventPayload<'chat.event'>).events : [])),
  };
}
