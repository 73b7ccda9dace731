import { createRequire } from 'node:module';
import type { SandboxManager as Manager } from '@anthropic-ai/sandbox-runtime';

let loaded: typeof Manager | undefined;

/**
 * The sandbox library's manager, loaded the first time a session's sandbox is on rather than with
 * every session: loading it (node-forge and a zod of its own come with it) costs a run's start-up a
 * tenth of a second, and the sandbox is off unless the settings turn it on. Loaded synchronously
 * (`require` of an ES module, Node 22.12 and later) because the availability check is synchronous.
 */
export function sandboxManager(): typeof Manager {
  loaded ??= (createRequire(import.meta.url)('@anthropic-ai/sandbox-runtime') as { SandboxManager: typeof Manager }).SandboxManager;
  return loaded;
}
