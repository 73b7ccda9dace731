import { SandboxManager, type SandboxRuntimeConfig } from '@anthropic-ai/sandbox-runtime';

/**
 * The library keeps one state per process: one configuration, one HTTP and one SOCKS proxy
 * in-process, the bubblewrap bridges. This module is its only user. Each open session joins with
 * its network policy; the proxies' allow list is the union of the policies of the sessions open
 * (the CLI runs one; the desktop's open conversations share it). The filesystem rules are per
 * command (`wrap`), so they are each session's own. The last session to leave resets the library,
 * which stops the proxies.
 */

export interface NetworkPolicy {
  allowedDomains: readonly string[];
  allowUnixSockets: readonly string[];
  allowAllUnixSockets: boolean;
  allowLocalBinding: boolean;
}

/** One command's filesystem rules, absolute paths. */
export interface FilesystemRules {
  allowWrite: readonly string[];
  denyWrite: readonly string[];
  denyRead: readonly string[];
  allowRead: readonly string[];
}

export interface RuntimeMember {
  /** The argv that runs `commandLine` in the sandbox (bash -c 'bwrap … -- bash -c …' on Linux). */
  wrap(commandLine: string, rules: FilesystemRules, cwd: string, signal?: AbortSignal): Promise<string[]>;
  /** After a wrapped command has ended: the library removes the placeholder files it made for denied paths that did not exist. */
  commandEnded(): void;
  leave(): Promise<void>;
}

const members = new Map<symbol, NetworkPolicy>();
/** Every change of the library's state, one after another. */
let queue: Promise<unknown> = Promise.resolve();
let initialized = false;
let ripgrep = 'rg';

function serially<T>(step: () => Promise<T>): Promise<T> {
  const next = queue.then(step, step);
  queue = next.catch(() => undefined);
  return next;
}

function configOf(policies: readonly NetworkPolicy[]): SandboxRuntimeConfig {
  const union = (pick: (policy: NetworkPolicy) => readonly string[]) => [...new Set(policies.flatMap(pick))];
  return {
    network: {
      allowedDomains: union((policy) => policy.allowedDomains),
      deniedDomains: [],
      allowUnixSockets: union((policy) => policy.allowUnixSockets),
      allowAllUnixSockets: policies.some((policy) => policy.allowAllUnixSockets),
      allowLocalBinding: policies.some((policy) => policy.allowLocalBinding),
    },
    // Per command, in `wrap`.
    filesystem: { denyRead: [], allowWrite: [], denyWrite: [] },
    ripgrep: { command: ripgrep },
  };
}

async function apply(): Promise<void> {
  const config = configOf([...members.values()]);
  if (members.size === 0) {
    if (initialized) await SandboxManager.reset();
    initialized = false;
  } else if (!initialized) {
    await SandboxManager.initialize(config);
    initialized = true;
  } else {
    SandboxManager.updateConfig(config);
  }
}

/** Joins the process's sandbox with a session's network policy; starts the library (and its proxies) for the first one. */
export async function joinSandboxRuntime(policy: NetworkPolicy, ripgrepCommand: string): Promise<RuntimeMember> {
  const key = Symbol('sandbox member');
  await serially(async () => {
    ripgrep = ripgrepCommand;
    members.set(key, policy);
    try {
      await apply();
    } catch (error) {
      members.delete(key);
      throw error;
    }
  });
  let left = false;
  return {
    async wrap(commandLine, rules, cwd, signal) {
      if (left) throw new Error('The session has closed its sandbox');
      const { argv } = await SandboxManager.wrapWithSandboxArgv(
        commandLine,
        undefined,
        {
          filesystem: {
            allowWrite: [...rules.allowWrite],
            denyWrite: [...rules.denyWrite],
            denyRead: [...rules.denyRead],
            allowRead: [...rules.allowRead],
          },
        },
        signal,
        cwd,
      );
      return argv;
    },
    commandEnded: () => SandboxManager.cleanupAfterCommand(),
    async leave() {
      if (left) return;
      left = true;
      await serially(async () => {
        members.delete(key);
        await apply();
      });
    },
  };
}
