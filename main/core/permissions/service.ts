import { homedir } from 'node:os';
import { join } from 'node:path';
import type { LoadedSettings, SettingsRule } from '../settings/types.ts';
import { localSettingsPath } from '../settings/sources.ts';
import { addLocalRules, removeRule } from '../settings/write-rules.ts';
import type { PermissionService } from '../tools/permission.ts';
import type { DecisionSource } from '../../../shared/vocabulary/approvals.ts';
import { permissionMode, type PermissionMode } from '../../../shared/vocabulary/permission-modes.ts';
import type { Result } from '../common/result.ts';
import type { EvaluationContext } from './evaluate.ts';
import type * as JudgeModule from './judge-call.ts';
import { controlPaths } from './paths/control-files.ts';
import { resolveToolPath } from './paths/resolve.ts';
import { hardLinksOf } from './paths/hard-links.ts';
import { isEnvFile, isSensitivePath, sensitivePaths } from './paths/special-paths.ts';
import { createWorkingDirs, scratchDirFor, type WorkingDirs } from './paths/working-dirs.ts';
import { chainRuleBooks, createRuleBook, ruleSource, type BookRule, type RuleBook } from './rule-book.ts';
import type { RuleCall } from './rules/types.ts';
import type { ShellAnalyzer } from './shell/types.ts';

export interface PermissionServiceOptions {
  projectDir: string;
  dataDir: string;
  home?: string;
  /** Reads the settings files again (after a grant is written or revoked). */
  loadSettings: () => LoadedSettings;
  /** The settings as just loaded, so they are not read twice at start. */
  settings?: LoadedSettings;
  /** Loads the shell analyzer (the bash grammar); called on the first decision about a command. */
  analyzer: () => Promise<ShellAnalyzer>;
  /** Folders tools may read without asking besides the working dirs (e.g. spill files). */
  readableDirs?: readonly string[];
  /** The folders of the session's plugins: control files like the settings that name them. */
  pluginRoots?: readonly string[];
  /** The environment commands start with (this process's and the settings' `env`), for expanding their variables; default this process's. */
  environment?: Readonly<Record<string, string | undefined>>;
  /** Allow rules that hold for the rest of a session's current turn (a skill's `allowed-tools`), consulted after its grants. */
  turnRules?: (sessionId: string) => RuleBook;
}

export interface Grant {
  scope: 'session' | 'project';
  rule: string;
  /** The session of a session grant; the settings file of a project grant. */
  sessionId?: string;
  file?: string;
}

export interface Permissions extends PermissionService {
  mode(sessionId: string): PermissionMode;
  /** Fails with a reason when the mode may not be entered. */
  setMode(sessionId: string, mode: string): Result<void>;
  grants(sessionId?: string): Grant[];
  /** The project root and whether a path lies in one of the session's working dirs (symlinks followed). */
  workingDirs(sessionId: string): { root: string; contains(path: string): boolean };
  revoke(grant: Grant): Result<void>;
  /**
   * Whether an allow rule of the settings files (the person's "always allow" included) that names this
   * tool and this target — not a bare `WebFetch`, not `domain:*` — covers the call, and no deny rule does.
   */
  allowedByRule(call: RuleCall): boolean;
  /** Problems with rules (unparseable, skipped, caveats), each naming its file. */
  problems(): readonly string[];
  /**
   * How the settings files' rules now differ from the rules in force. A settings file that changes
   * during a session (by a tool, a command, another program) changes no right until the person
   * confirms: the session opened with its rules, and keeps them.
   */
  ruleChanges(): RuleChange[];
  /**
   * The person confirmed the changes they were shown (`seen`, as `ruleChanges` gave them): the
   * settings files' rules as they are now are in force, but only while the files differ from the
   * rules in force by exactly those changes; a change made since is refused, to be shown first.
   */
  confirmRuleChanges(seen: readonly RuleChange[]): Result<RuleChange[]>;
  /**
   * Whether a file holds credentials no tool may touch (a credential store, a second name of one, a
   * link to one) or an env file's secrets: for what reads files without a call naming them (the code
   * search index). Make one per pass over the files, so that a link made since the last is seen.
   */
  credentialCheck(): (path: string) => boolean;
}

/** One rule that is in a settings file now and not in force (`added`), or in force and no longer in its file (`removed`). */
export interface RuleChange {
  change: 'added' | 'removed';
  list: SettingsRule['list'];
  rule: string;
  file: string;
}

function ruleChanges(applied: readonly SettingsRule[], onDisk: readonly SettingsRule[]): RuleChange[] {
  const key = (entry: SettingsRule) => `${entry.file}\0${entry.list}\0${entry.rule}`;
  const inForce = new Set(applied.map(key));
  const written = new Set(onDisk.map(key));
  const change = (kind: RuleChange['change']) => (entry: SettingsRule): RuleChange => ({ change: kind, list: entry.list, rule: entry.rule, file: entry.file });
  return [
    ...onDisk.filter((entry) => !inForce.has(key(entry))).map(change('added')),
    ...applied.filter((entry) => !written.has(key(entry))).map(change('removed')),
  ];
}

function sameChanges(a: readonly RuleChange[], b: readonly RuleChange[]): boolean {
  const key = (change: RuleChange) => `${change.change}\0${change.file}\0${change.list}\0${change.rule}`;
  const keys = new Set(a.map(key));
  return a.length === b.length && keys.size === new Set(b.map(key)).size && b.every((change) => keys.has(key(change)));
}

/** Deft's permission service over the Claude Code compatible settings files. */
export function createPermissions(options: PermissionServiceOptions): Permissions {
  const home = options.home ?? homedir();
  const localFile = localSettingsPath(options.projectDir);
  const sensitive = sensitivePaths(home, join(options.dataDir, 'secrets'), [options.projectDir]);
  const settings = options.settings ?? options.loadSettings();
  const additionalDirs = settings.permissions.additionalDirectories.map((entry) => resolveToolPath(entry.value, options.projectDir, home).real);
  const control = controlPaths({ projectDir: options.projectDir, home, dataDir: options.dataDir, pluginRoots: options.pluginRoots, additionalDirs });
  /** Allow rules in the local settings file are the project's grants ("always allow"). */
  const sourceOf = (entry: SettingsRule): DecisionSource =>
    entry.list === 'allow' && entry.file === localFile ? { kind: 'grant', detail: `project: ${entry.rule} (${entry.file})` } : ruleSource(entry);
  /** The rules in force: the settings files as the session opened, and what the person granted or revoked since. */
  let applied: SettingsRule[] = settings.permissions.rules;
  let rules = createRuleBook(applied, sourceOf);
  const modes = new Map<string, PermissionMode>();
  const sessionGrants = new Map<string, string[]>();
  const grantBooks = new Map<string, RuleBook>();
  const workingDirs = new Map<string, WorkingDirs>();
  let loadedAnalyzer: Promise<ShellAnalyzer> | undefined;
  /** How a call is judged (its subjects, their verdicts): loaded with the first decision, like the analyzer with the first command. */
  let loadedJudge: Promise<typeof JudgeModule> | undefined;
  /** Once loaded, a decision does not wait for them again. */
  let analyzerReady: ShellAnalyzer | undefined;
  let judgeReady: typeof JudgeModule | undefined;

  const apply = (next: SettingsRule[]) => {
    applied = next;
    rules = createRuleBook(applied, sourceOf);
  };
  const defaultMode = (): PermissionMode => settings.permissions.defaultMode?.value ?? 'default';
  const dirsOf = (sessionId: string) => {
    let dirs = workingDirs.get(sessionId);
    if (!dirs) {
      dirs = createWorkingDirs({
        projectDir: options.projectDir,
        additionalDirectories: settings.permissions.additionalDirectories.map((entry) => entry.value),
        scratchDir: scratchDirFor(options.dataDir, sessionId),
        home,
      });
      workingDirs.set(sessionId, dirs);
    }
    return dirs;
  };
  const grantBook = (sessionId: string) => {
    let book = grantBooks.get(sessionId);
    if (!book) {
      const entries = (sessionGrants.get(sessionId) ?? []).map((rule): SettingsRule => ({
        rule,
        list: 'allow',
        file: `session ${sessionId}`,
        scope: 'project-local',
        anchor: options.projectDir,
      }));
      book = createRuleBook(entries, () => ({ kind: 'grant', detail: `session ${sessionId}` }));
      grantBooks.set(sessionId, book);
    }
    return book;
  };

  const service: Permissions = {
    async decide(request) {
      const judgesCommand = request.target.command !== undefined || request.target.terminalInput !== undefined;
      const judge = (judgeReady ??= await (loadedJudge ??= import('./judge-call.ts')));
      const analyzer = judgesCommand ? (analyzerReady ??= await (loadedAnalyzer ??= options.analyzer())) : undefined;
      const context: EvaluationContext = {
        mode: service.mode(request.sessionId),
        readOnlyTool: request.tool.readOnly,
        rules,
        grants: options.turnRules ? chainRuleBooks(grantBook(request.sessionId), options.turnRules(request.sessionId)) : grantBook(request.sessionId),
        workingDirs: dirsOf(request.sessionId),
        readableDirs: options.readableDirs ?? [],
        sensitive,
        control,
        match: { cwd: request.cwd, home },
        hook: request.hook,
        sandboxed: request.target.sandboxed === true,
      };
      return judge.judgeCall(request, context, { cwd: request.cwd, home, analyzer, sensitive, environment: options.environment }, options.projectDir);
    },
    allowedByRule(call) {
      const match = { cwd: options.projectDir, home };
      return !rules.find('deny', call, match) && rules.find('allow', call, match, namesTarget) !== undefined;
    },
    isToolDenied: (toolName, aliases) => rules.deniesTool(toolName, aliases, { cwd: options.projectDir, home }),
    remember(request, answer, suggestions) {
      if (answer.scope === 'session') {
        sessionGrants.set(request.sessionId, [...(sessionGrants.get(request.sessionId) ?? []), ...suggestions]);
        grantBooks.delete(request.sessionId);
      } else if (answer.scope === 'always' && suggestions.length > 0) {
        const written = addLocalRules(options.projectDir, 'allow', suggestions);
        if (!written.ok) throw new Error(written.error);
        const inForce = new Set(applied.filter((entry) => entry.file === localFile && entry.list === 'allow').map((entry) => entry.rule));
        const added = suggestions.filter((rule) => !inForce.has(rule));
        apply([...added.map((rule): SettingsRule => ({ rule, list: 'allow', file: localFile, scope: 'project-local', anchor: options.projectDir })), ...applied]);
      }
    },
    mode: (sessionId) => modes.get(sessionId) ?? defaultMode(),
    workingDirs: (sessionId) => ({
      root: options.projectDir,
      contains: (path) => dirsOf(sessionId).contains(resolveToolPath(path, options.projectDir, home)),
    }),
    setMode(sessionId, name) {
      const known = permissionMode.safeParse(name);
      if (!known.success) return { ok: false, error: `Unknown permission mode "${name}"` };
      const mode = known.data;
      if (mode === 'bypassPermissions' && settings.permissions.disableBypassPermissionsMode) {
        return { ok: false, error: `bypassPermissions is disabled by ${settings.permissions.disableBypassPermissionsMode.file}` };
      }
      modes.set(sessionId, mode);
      return { ok: true, value: undefined };
    },
    grants(sessionId) {
      const session = [...sessionGrants]
        .filter(([id]) => sessionId === undefined || id === sessionId)
        .flatMap(([id, list]) => list.map((rule): Grant => ({ scope: 'session', rule, sessionId: id })));
      const project = applied
        .filter((entry) => entry.list === 'allow' && entry.file === localFile)
        .map((entry): Grant => ({ scope: 'project', rule: entry.rule, file: entry.file }));
      return [...session, ...project];
    },
    revoke(grant) {
      if (grant.scope === 'session') {
        const list = sessionGrants.get(grant.sessionId ?? '') ?? [];
        sessionGrants.set(grant.sessionId ?? '', list.filter((rule) => rule !== grant.rule));
        grantBooks.delete(grant.sessionId ?? '');
        return { ok: true, value: undefined };
      }
      const file = grant.file ?? localFile;
      const removed = removeRule(file, 'allow', grant.rule);
      if (!removed.ok) return removed;
      apply(applied.filter((entry) => !(entry.file === file && entry.list === 'allow' && entry.rule === grant.rule)));
      return { ok: true, value: undefined };
    },
    problems: () => rules.problems,
    ruleChanges: () => ruleChanges(applied, options.loadSettings().permissions.rules),
    credentialCheck() {
      const links = hardLinksOf(sensitive);
      return (path) => {
        const resolved = resolveToolPath(path, options.projectDir, home, links);
        return isSensitivePath(resolved, sensitive) || isEnvFile(resolved);
      };
    },
    confirmRuleChanges(seen) {
      const onDisk = options.loadSettings().permissions.rules;
      const changes = ruleChanges(applied, onDisk);
      if (!sameChanges(changes, seen)) return { ok: false, error: 'The permission rules changed again since they were shown: look at the changes again before putting them in force.' };
      apply(onDisk);
      return { ok: true, value: changes };
    },
  };
  return service;
}

/** A rule that names one tool and a target of it, not every call (`WebFetch`, `WebFetch(domain:*)`, `mcp__*`). */
function namesTarget({ compiled: { rule } }: BookRule): boolean {
  const everything = rule.spec.kind === 'any' || (rule.spec.kind === 'domain' && rule.spec.pattern === '*');
  return rule.tool.kind === 'name' && !everything;
}
