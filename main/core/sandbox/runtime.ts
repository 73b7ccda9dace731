import { lstatSync, rmdirSync, unlinkSync } from 'node:fs';
import type { SandboxRuntimeConfig } from '@anthropic-ai/sandbox-runtime';
import { commandTemplate, stampsOf, templateScript, watchedPaths, withBwrapOptions, type CommandTemplate } from './command-template.ts';
import { sandboxManager } from './library.ts';

/**
 * The library keeps one state per process: one configuration, one HTTP and one SOCKS proxy
 * in-process, the bubblewrap bridges. This module is its only user. Each open session joins with
 * its network policy; the proxies' allow list is the union of the policies of the sessions open
 * (the CLI runs one; the desktop's open conversations share it). The filesystem rules are given
 * with each wrap, so they are each session's own; a session wraps once per set of rules and replays
 * that wrap for each command (command-template.ts) while the paths it was made from stay as they
 * were. The last session to leave resets the library, which stops the proxies.
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

export interface SandboxedStart {
  /** The argv that runs the command in the sandbox (bash -c '… bwrap … -- bash -c …' on Linux). */
  argv: string[];
  /** Once the command has ended. */
  ended(): void;
}

export interface RuntimeMember {
  start(commandLine: string, rules: FilesystemRules, cwd: string, signal?: AbortSignal): Promise<SandboxedStart>;
  leave(): Promise<void>;
}

/** A template and the library wrap it holds: given back once it is dropped and no command of it runs. */
interface HeldTemplate {
  template: CommandTemplate;
  users: number;
  dropped: boolean;
  released: boolean;
}

const members = new Map<symbol, NetworkPolicy>();
/** Every change of the library's state, one after another. */
let queue: Promise<unknown> = Promise.resolve();
let initialized = false;
let ripgrep = 'rg';
/** Wraps under way and sandboxed commands running, of every session: bubblewrap's placeholders stay while there is one. */
let active = 0;
/** Whose placeholders the next sweep removes: the templates in use, and those dropped since the last sweep. */
const holders = new Set<HeldTemplate>();

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
    // Each session's own, in `wrap`.
    filesystem: { denyRead: [], allowWrite: [], denyWrite: [] },
    ripgrep: { command: ripgrep },
  };
}

async function apply(): Promise<void> {
  const config = configOf([...members.values()]);
  if (members.size === 0) {
    if (initialized) await sandboxManager().reset();
    initialized = false;
  } else if (!initialized) {
    await sandboxManager().initialize(config);
    initialized = true;
  } else {
    sandboxManager().updateConfig(config);
  }
}

/**
 * What Deft adds to the library's bubblewrap on Linux: an IPC namespace of the command's own, so it
 * reaches none of the host's System V shared memory, message queues or semaphores (the library
 * leaves the host's).
 */
const isolation = ['--unshare-ipc'];

async function wrap(commandLine: string, rules: FilesystemRules, cwd: string, signal?: AbortSignal): Promise<string[]> {
  const filesystem = { allowWrite: [...rules.allowWrite], denyWrite: [...rules.denyWrite], denyRead: [...rules.denyRead], allowRead: [...rules.allowRead] };
  const { argv } = await sandboxManager().wrapWithSandboxArgv(commandLine, undefined, { filesystem }, signal, cwd);
  if (process.platform !== 'linux') return argv;
  const isolated = withBwrapOptions(argv, isolation);
  if (!isolated) {
    sandboxManager().cleanupAfterCommand();
    throw new Error("the sandbox library wrapped the command in a shape Deft does not know, so it could not be given an IPC namespace of its own");
  }
  return isolated;
}

function release(held: HeldTemplate): void {
  if (!held.dropped || held.users > 0 || held.released) return;
  held.released = true;
  sandboxManager().cleanupAfterCommand();
}

function begin(): void {
  active++;
}

/** With no sandbox left running, the mount points bubblewrap made on the host go, as the library's own cleanup does: deepest first, only while still empty. */
function end(): void {
  if (--active > 0) return;
  const placeholders = [...holders].flatMap((held) => held.template.placeholders).sort((a, b) => b.length - a.length);
  for (const path of new Set(placeholders)) {
    try {
      const stat = lstatSync(path);
      if (stat.isFile() && stat.size === 0) unlinkSync(path);
      else if (stat.isDirectory()) rmdirSync(path);
    } catch {
      // Gone already, or no longer empty: left as it is.
    }
  }
  for (const held of holders) if (held.released) holders.delete(held);
}

const globCharacters = /[*?[\]{}]/;

/**
 * One wrap for every command with these rules, on Linux: the library's scan and bwrap's argument
 * list are made once, and made again when a path they were made from has changed. `per-command`
 * where the rules hold patterns (the library expands them anew for each command) or the wrap has a
 * shape the template does not know; undefined when the disk kept changing under the wrap.
 */
async function templateFor(rules: FilesystemRules, cwd: string, bridges: readonly string[] | undefined, signal?: AbortSignal): Promise<HeldTemplate | 'per-command' | undefined> {
  const paths = [...rules.allowWrite, ...rules.denyWrite, ...rules.denyRead, ...rules.allowRead];
  if (process.platform !== 'linux' || paths.some((path) => globCharacters.test(path))) return 'per-command';
  for (let attempt = 0; attempt < 3; attempt++) {
    const stamps = stampsOf(watchedPaths(paths, process.cwd()));
    const argv = await wrap(templateScript, rules, cwd, signal);
    const template = commandTemplate({ argv, stamps, dropBridgesOf: bridges });
    if (template?.isCurrent()) {
      const held = { template, users: 0, dropped: false, released: false };
      holders.add(held);
      return held;
    }
    sandboxManager().cleanupAfterCommand();
    if (!template) return 'per-command';
  }
  return undefined;
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
  /** By the rules they were made for. */
  const templates = new Map<string, Promise<HeldTemplate | 'per-command' | undefined>>();
  // With no host allowed, the proxy would refuse every request: the sockets and their bridges are left out, and `--unshare-net` leaves no network.
  const bridges = policy.allowedDomains.length > 0 ? undefined : [sandboxManager().getLinuxHttpSocketPath(), sandboxManager().getLinuxSocksSocketPath()].filter((path) => path !== undefined);

  const drop = (held: HeldTemplate) => {
    held.dropped = true;
    release(held);
  };
  /** The template for these rules that is still current, made when there is none. */
  const current = async (rules: FilesystemRules, cwd: string, signal?: AbortSignal): Promise<HeldTemplate | undefined> => {
    const key = JSON.stringify(rules);
    for (;;) {
      const pending = templates.get(key);
      if (!pending) {
        const made = templateFor(rules, cwd, bridges, signal);
        templates.set(key, made);
        made.catch(() => templates.get(key) === made && templates.delete(key));
        return made.then((held) => (held === 'per-command' ? undefined : held));
      }
      const held = await pending.catch(() => undefined);
      if (held === 'per-command') return undefined;
      if (held && !held.dropped && held.template.isCurrent()) return held;
      if (templates.get(key) === pending) {
        templates.delete(key);
        if (held) drop(held);
      }
    }
  };

  return {
    async start(commandLine, rules, cwd, signal) {
      if (left) throw new Error('The session has closed its sandbox');
      begin();
      try {
        const held = await current(rules, cwd, signal);
        if (held && !left) {
          held.users++;
          return {
            argv: held.template.argvFor(commandLine),
            ended: once(() => {
              held.users--;
              release(held);
              end();
            }),
          };
        }
        const argv = await wrap(commandLine, rules, cwd, signal);
        return {
          argv,
          ended: once(() => {
            sandboxManager().cleanupAfterCommand();
            end();
          }),
        };
      } catch (error) {
        end();
        throw error;
      }
    },
    async leave() {
      if (left) return;
      left = true;
      const made = await Promise.all([...templates.values()].map((template) => template.catch(() => undefined)));
      for (const held of made) if (held && held !== 'per-command') drop(held);
      templates.clear();
      await serially(async () => {
        members.delete(key);
        await apply();
      });
    },
  };
}

function once(step: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    step();
  };
}
