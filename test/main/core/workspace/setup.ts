import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import type { RequestChannel } from '../../../../shared/ipc/channels.ts';
import type { RequestInput, RequestOutput } from '../../../../shared/ipc/contract.ts';
import { createCore, type CoreOptions } from '../../../../main/core/core.ts';
import { createHandlers } from '../../../../main/core/ipc/handlers.ts';
import { createRouter } from '../../../../main/core/ipc/router.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

/** A core on a temporary data folder with its own home (no real keys, no real ~/.claude), behind the real router. */
export function workspaceSetup(options: { env?: NodeJS.ProcessEnv; cipher?: CoreOptions['cipher'] } = {}) {
  const root = tempDir();
  const dataDir = join(root, 'data');
  const home = join(root, 'home');
  mkdirSync(home);
  const core = createCore({ dataDir, env: { PATH: process.env.PATH, HOME: home, ...options.env }, cipher: options.cipher });
  onTestFinished(() => core.close());
  const router = createRouter(createHandlers(core));
  /** The channel's data; a failed answer fails the test with its message. */
  const call = async <C extends RequestChannel>(channel: C, input: RequestInput<C>): Promise<RequestOutput<C>> => {
    const result = await router.handle(channel, input);
    if (!result.ok) throw new Error(`${channel}: ${result.error.code}: ${result.error.message}`);
    return result.data as RequestOutput<C>;
  };
  /** The error message of a call that must fail. */
  const failure = async (channel: string, input: unknown): Promise<string> => {
    const result = await router.handle(channel, input);
    if (result.ok) throw new Error(`${channel} succeeded: ${JSON.stringify(result.data)}`);
    return result.error.message;
  };
  const project = (name = 'project') => {
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  return { root, dataDir, home, core, router, call, failure, project };
}
