import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { errorMessage } from '../common/errors.ts';
import {
  confinedProgram,
  noConfinement,
  type Confinement,
  type Program,
  type SessionConfinement,
} from '../common/process/confine.ts';
import { sandboxAvailability } from './availability.ts';
import { isExcludedCommand } from './excluded-commands.ts';
import { protectedNames } from './command-template.ts';
import { joinSandboxRuntime, type RuntimeMember, type SandboxedStart } from './runtime.ts';
import type { SandboxSettings } from './settings.ts';
import { guardAbsentFiles, unplaceableDenies } from './commondir-guard.ts';
import { objectStoreGuard } from './object-store-guard.ts';
import { sequencerGuard } from './sequencer-guard.ts';

/** What a session's sandbox is doing, in words for `deft doctor` and the desktop's notice. */
export type SandboxStatus =
  | { state: 'off' }
  | { state: 'unavailable'; reason: string }
  | { state: 'on'; how: string };

export interface SessionSandboxOptions {
  settings: SandboxSettings;
  /** The session's working dirs (project root, additional directories): writable inside. */
  workingDirs: readonly string[];
  /** Where the session's scratch folders are (writable inside; the commands' TMPDIR). */
  scratchDir: string;
  /** Folders outside the working dirs that are writable inside too (what a commit in a session's worktree writes in its repository); `denyWrite` holds in them. */
  writableOutside?: readonly string[];
  /** Git object stores among them: each loose object a command adds or changes is checked against its name when it ends (`object-store-guard.ts`). */
  objectStores?: readonly string[];
  /** Never readable inside (the sensitive paths), on top of `sandbox.filesystem.denyRead`. */
  denyRead: readonly string[];
  /**
   * More paths never readable inside, looked for again before each start: the credential files the
   * sensitive list names by a pattern (`sensitivePathsNow`), so that a store made since the session
   * opened (`gh auth login` in another terminal) is hidden from the next command. Not called while the
   * sandbox is off.
   */
  storesNow?: () => readonly string[];
  /** Folders inside a `denyRead` folder that stay readable (the data dir's scratch and spill folders), on top of `sandbox.filesystem.allowRead`. */
  allowRead?: readonly string[];
  /**
   * Never writable inside (Deft's control files), on top of `sandbox.filesystem.denyWrite`; what cannot be kept from being made is removed when it appears (`commondir-guard.ts`),
   * and exec lines a command adds to git's todo lists are commented out when it ends (`sequencer-guard.ts`).
   */
  denyWrite: readonly string[];
  /** Where the guard says what it removed. */
  log?: (message: string) => void;
  /**
   * The second names (hard links) of credential files inside the working dirs, looked for before
   * each start: unreadable inside too, since the sandbox hides files by name. Undefined when they
   * cannot all be found (a working dir too large to look through): then no command runs without a
   * question on the sandbox's strength (`autoAllowBashIfSandboxed` does not apply). `stores` is what
   * `storesNow` found for the same start, so the patterns are expanded once a start.
   */
  secondNames?: (stores: readonly string[]) => readonly string[] | undefined;
}

export interface SessionSandbox extends SessionConfinement {
  readonly status: SandboxStatus;
  /** Leaves the process's sandbox (the last session to leave stops its proxies). */
  close(): Promise<void>;
}

/**
 * A session's confinement from its `sandbox` settings. Enabled and available: every command the
 * model asks for runs in the OS sandbox, writes only to the working dirs and the scratch folder
 * (`/tmp` is read-only inside; TMPDIR is the scratch folder), reaches the network only through the
 * library's proxy to the allowed domains, and cannot read `denyRead` nor write `denyWrite`.
 * Otherwise nothing is confined and the rules alone decide.
 */
export function openSessionSandbox(options: SessionSandboxOptions): SessionSandbox {
  const { settings } = options;
  if (!settings.enabled) return unsandboxed({ state: 'off' });
  const availability = sandboxAvailability();
  if (!availability.available) return unsandboxed({ state: 'unavailable', reason: availability.reason });

  let joined: Promise<RuntimeMember> | undefined;
  const member = () => (joined ??= joinSandboxRuntime(settings.network, availability.ripgrep));
  // The library keeps these unwritable in this process's working directory only; each working dir is the one that matters.
  const denyWrite = [...options.denyWrite, ...settings.filesystem.denyWrite, ...options.workingDirs.flatMap((dir) => protectedNames.map((name) => join(dir, name)))];
  const guarded = unplaceableDenies(denyWrite);
  const guard = guardAbsentFiles(guarded, (path) => options.log?.(`${path} appeared during the session and was removed: it would make git take its hooks and settings from elsewhere.`));
  const todos = sequencerGuard(options.workingDirs, (todo, lines) =>
    options.log?.(`${todo} gained exec lines from a sandboxed command, now commented out so that continuing the rebase outside Deft cannot run them unconfined: ${lines.join('; ')}`),
  );
  const objects = objectStoreGuard(options.objectStores ?? [], (object, why) =>
    options.log?.(`${object} was removed after a sandboxed command wrote it: ${why}, not what its name says, and git would have handed it out as that object.`),
  );
  /** What is checked when each command ends, against how it was before it started. */
  const armChecks = (): Array<() => void> => {
    const [todosBefore, objectsBefore] = [todos.before(), objects.before()];
    return [() => todos.after(todosBefore), () => objects.after(objectsBefore)];
  };
  const rules = {
    allowWrite: [...options.workingDirs, options.scratchDir, ...(options.writableOutside ?? []), ...settings.filesystem.allowWrite],
    denyWrite: denyWrite.filter((path) => !guarded.includes(path)),
    denyRead: [...options.denyRead, ...settings.filesystem.denyRead],
    allowRead: [...settings.filesystem.allowRead, ...(options.allowRead ?? [])],
  };
  mkdirSync(options.scratchDir, { recursive: true, mode: 0o700 });

  const runsOutside = (command: string, outsideAsked: boolean): boolean =>
    settings.allowUnsandboxedCommands && (outsideAsked || isExcludedCommand(command, settings.excludedCommands));
  const sandbox: Confinement = {
    sandboxed: true,
    async confine(program, { cwd, writable = [], signal }) {
      const runtime = await member();
      let started: SandboxedStart;
      const checks = armChecks();
      try {
        const line = `${closeInheritedDescriptors}\nexport TMPDIR=${quote(options.scratchDir)}\n${commandLineOf(program)}`;
        const stores = options.storesNow?.() ?? [];
        const denyRead = [...rules.denyRead, ...stores, ...(options.secondNames?.(stores) ?? [])];
        started = await runtime.start(line, { ...rules, denyRead, allowWrite: [...rules.allowWrite, ...writable] }, cwd, signal);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw new Error(`The sandbox could not be set up for this command: ${errorMessage(error)}`, { cause: error });
      }
      return confinedProgram({ file: started.argv[0], args: started.argv.slice(1) }, true, () => {
        started.ended();
        for (const check of checks) check();
      });
    },
  };
  return {
    status: { state: 'on', how: availability.how },
    forCommand: (command, outsideAsked) => (runsOutside(command, outsideAsked) ? noConfinement : sandbox),
    autoAllows(command, outsideAsked) {
      if (!settings.autoAllowBashIfSandboxed || runsOutside(command, outsideAsked)) return false;
      // A second name the sandbox could not be told of is readable inside: the rules decide alone then.
      // (The start looks for them again, so a name made while the person was asked is hidden too.)
      return options.secondNames === undefined || options.secondNames(options.storesNow?.() ?? []) !== undefined;
    },
    processes: sandbox,
    hooks: settings.hooks ? sandbox : noConfinement,
    mcpServers: settings.mcpServers ? sandbox : noConfinement,
    async close() {
      guard.close();
      if (joined) await (await joined.catch(() => undefined))?.leave();
    },
  };
}

function unsandboxed(status: SandboxStatus): SessionSandbox {
  return {
    status,
    forCommand: () => noConfinement,
    autoAllows: () => false,
    processes: noConfinement,
    hooks: noConfinement,
    mcpServers: noConfinement,
    close: async () => {},
  };
}

/**
 * What the sandbox's shell (bash) does first: close every descriptor but 0–2. Bubblewrap hands on
 * all that Deft inherited without close-on-exec from whatever started it (an editor, a terminal, a
 * launcher), and one open on a file or socket outside reaches past every mount.
 */
const closeInheritedDescriptors = 'for _deft_fd in /proc/self/fd/*; do _deft_fd=${_deft_fd##*/}; [ "$_deft_fd" -gt 2 ] && exec {_deft_fd}>&-; done; unset _deft_fd';

/** A program as one line for the sandbox's shell. */
function commandLineOf(program: Program): string {
  return program.shell ? program.file : [program.file, ...program.args].map(quote).join(' ');
}

function quote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
