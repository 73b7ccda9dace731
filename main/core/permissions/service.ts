import { homedir } from 'node:os';
import { join } from 'node:path';
import type { LoadedSettings, SettingsRule } from '../settings/types.ts';
import { localSettingsPath } from '../settings/sources.ts';
import { addLocalRules, removeRule } from '../settings/write-rules.ts';
import type { PermissionDecision, PermissionRequest, PermissionService } from '../tools/permission.ts';
import type { DecisionSource } from '../../../shared/vocabulary/approvals.ts';
import { permissionMode, type PermissionMode } from '../../../shared/vocabulary/permission-modes.ts';
import type { Result } from '../common/result.ts';
import { evaluateSubject, toPart, type Verdict } from './evaluate.ts';
import { resolveToolPath } from './paths/resolve.ts';
import { sensitivePaths } from './paths/special-paths.ts';
import { createWorkingDirs, scratchDirFor, type WorkingDirs } from './paths/working-dirs.ts';
import { chainRuleBooks, createRuleBook, ruleSource, type BookRule, type RuleBook } from './rule-book.ts';
import type { RuleCall } from './rules/types.ts';
import type { ShellAnalyzer } from './shell/types.ts';
import { subjectsOf } from './subjects.ts';
import { suggestRule } from './suggestions.ts';

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
}

/** Deft's permission service over the Claude Code compatible settings files. */
export function createPermissions(options: PermissionServiceOptions): Permissions {
  const home = options.home ?? homedir();
  const localFile = localSettingsPath(options.projectDir);
  const sensitive = sensitivePaths(home, join(options.dataDir, 'secrets'));
  let settings = options.settings ?? options.loadSettings();
  /** Allow rules in the local settings file are the project's grants ("always allow"). */
  const sourceOf = (entry: SettingsRule): DecisionSource =>
    entry.list === 'allow' && entry.file === localFile ? { kind: 'grant', detail: `project: ${entry.rule} (${entry.file})` } : ruleSource(entry);
  let rules = createRuleBook(settings.permissions.rules, sourceOf);
  const modes = new Map<string, PermissionMode>();
  const sessionGrants = new Map<string, string[]>();
  const grantBooks = new Map<string, RuleBook>();
  const workingDirs = new Map<string, WorkingDirs>();
  let loadedAnalyzer: Promise<ShellAnalyzer> | undefined;

  const reload = () => {
    settings = options.loadSettings();
    rules = createRuleBook(settings.permissions.rules, sourceOf);
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
      const analyzer = judgesCommand ? await (loadedAnalyzer ??= options.analyzer()) : undefined;
      const match = { cwd: request.cwd, home };
      const mode = service.mode(request.sessionId);
      const { subjects, alwaysAsk } = subjectsOf(request, { cwd: request.cwd, home, analyzer });
      const context = {
        mode,
        readOnlyTool: request.tool.readOnly,
        rules,
        grants: options.turnRules ? chainRuleBooks(grantBook(request.sessionId), options.turnRules(request.sessionId)) : grantBook(request.sessionId),
        workingDirs: dirsOf(request.sessionId),
        readableDirs: options.readableDirs ?? [],
        sensitive,
        match,
        hook: request.hook,
        alwaysAsk,
      };
      const verdicts = subjects.map((subject) => evaluateSubject(subject, context));
      return combine(request, subjects, verdicts, mode, options.projectDir, alwaysAsk);
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
        reload();
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
      const project = settings.permissions.rules
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
      const removed = removeRule(grant.file ?? localFile, 'allow', grant.rule);
      if (!removed.ok) return removed;
      reload();
      return { ok: true, value: undefined };
    },
    problems: () => rules.problems,
  };
  return service;
}

function combine(
  request: PermissionRequest,
  subjects: ReturnType<typeof subjectsOf>['subjects'],
  verdicts: Verdict[],
  mode: PermissionMode,
  projectDir: string,
  alwaysAsk: string | undefined,
): PermissionDecision {
  const parts = subjects.map((subject, index) => toPart(subject, verdicts[index]));
  const denied = verdicts.find((verdict) => verdict.verdict === 'deny');
  if (denied && denied.verdict === 'deny') {
    return { behavior: 'deny', message: denied.message ?? 'denied', source: denied.source };
  }
  const open = subjects.filter((_, index) => verdicts[index].verdict !== 'allow');
  if (open.length === 0) {
    const decided = verdicts.find((verdict) => verdict.verdict === 'allow' && verdict.source.kind !== 'mode') ?? verdicts[0];
    return { behavior: 'allow', source: (decided as { source: DecisionSource }).source };
  }
  const asked = verdicts.find((verdict) => verdict.verdict === 'ask');
  if (mode === 'dontAsk') {
    return { behavior: 'deny', message: 'dontAsk mode: no allow rule covers this call, and nobody is asked', source: { kind: 'mode', detail: 'dontAsk' } };
  }
  const suggestions = alwaysAsk ? [] : open.map((subject) => suggestRule(subject, request.tool.name, projectDir));
  return {
    behavior: 'ask',
    reason: alwaysAsk,
    suggestions: [...new Set(suggestions)],
    parts,
    source: asked && asked.verdict === 'ask' ? asked.source : { kind: 'mode', detail: mode },
  };
}

/** A rule that names one tool and a target of it, not every call (`WebFetch`, `WebFetch(domain:*)`, `mcp__*`). */
function namesTarget({ compiled: { rule } }: BookRule): boolean {
  const everything = rule.spec.kind === 'any' || (rule.spec.kind === 'domain' && rule.spec.pattern === '*');
  return rule.tool.kind === 'name' && !everything;
}
