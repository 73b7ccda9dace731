import type { HookVerdict } from '../tools/permission.ts';
import { coreMessageOf } from '../../../shared/vocabulary/core-messages.ts';
import type { DecisionPart, DecisionSource } from '../../../shared/vocabulary/approvals.ts';
import type { PermissionMode } from '../../../shared/vocabulary/permission-modes.ts';
import { controlReason, controlWritten, howItRuns, labelled, riskOf } from './explain.ts';
import { shownPath } from './paths/shown-path.ts';
import { isWithin, pathForms, type ResolvedPath } from './paths/resolve.ts';
import { isEnvFile, isProtectedPath, isSensitivePath } from './paths/special-paths.ts';
import type { WorkingDirs } from './paths/working-dirs.ts';
import { withReason, type Reason } from './reasons.ts';
import type { BookRule, RuleBook } from './rule-book.ts';
import type { MatchContext, RuleCall } from './rules/types.ts';
import type { Subject } from './subjects.ts';

export interface EvaluationContext {
  mode: PermissionMode;
  readOnlyTool: boolean;
  rules: RuleBook;
  /** The session's grants: allow rules kept in memory for this session only. */
  grants: RuleBook;
  workingDirs: WorkingDirs;
  /** Folders that may be read besides the working dirs (the spill files of long outputs). */
  readableDirs: readonly string[];
  sensitive: readonly string[];
  /** Deft's control files (`controlPaths`): writing one always needs the person. */
  control: readonly string[];
  match: MatchContext;
  hook?: HookVerdict;
  /** The call runs in the OS sandbox with `autoAllowBashIfSandboxed`: what would be left to ask is allowed. */
  sandboxed?: boolean;
}

/** What decided one subject; an ask, a denial and "nothing decided" say why in words for the person. */
export type Verdict =
  | { verdict: 'allow'; source: DecisionSource }
  | { verdict: 'ask'; source: DecisionSource; reason: Reason }
  | { verdict: 'deny'; source: DecisionSource; reason: Reason }
  | { verdict: 'undecided'; reason: Reason };

const policy = (detail: string): DecisionSource => ({ kind: 'policy', detail });

/**
 * One subject, in Deft's order: built-in denials, deny rules, ask rules, protected paths, a hook's
 * ask or allow, the mode, allow rules, the session's grants. The first that speaks decides. (What
 * must be asked about the whole call whatever the rules say is the caller's to add.)
 */
export function evaluateSubject(subject: Subject, context: EvaluationContext): Verdict {
  const calls = subject.kind === 'path' ? subject.calls : [subject.call];
  const checked = subject.kind === 'command' ? subject.variants : calls;
  const paths = subject.kind === 'path' ? [subject.path] : subject.kind === 'command' ? subject.paths : [];
  const where = (path: ResolvedPath) => shownPath(path, context.match);

  const secret = paths.find((path) => isSensitivePath(path, context.sensitive));
  if (secret) {
    return { verdict: 'deny', source: policy('sensitive path'), reason: credentialsReason(subject, where(secret)) };
  }

  const argumentCalls = pathArgumentCalls(subject);
  const denied = anyRule('deny', checked, context) ?? anyRule('deny', argumentCalls, context);
  if (denied) return { verdict: 'deny', source: denied.source, reason: coreMessageOf('permission.rule-denies', { rule: denied.compiled.rule.text, subject: labelled(subject) }) };
  const asked = anyRule('ask', checked, context) ?? anyRule('ask', argumentCalls, context);
  if (asked) return { verdict: 'ask', source: asked.source, reason: coreMessageOf('permission.rule-asks', { rule: asked.compiled.rule.text, subject: labelled(subject) }) };

  if (context.mode !== 'bypassPermissions') {
    const kept = keptFromWrites(subject, context);
    if (kept) return { verdict: 'ask', source: policy(kept.detail), reason: kept.reason };
  }
  if (context.hook?.decision === 'ask') {
    return { verdict: 'ask', source: context.hook.source, reason: coreMessageOf('permission.hook-asks', { reason: context.hook.reason ?? context.hook.source.detail }) };
  }
  if (context.hook?.decision === 'allow') return { verdict: 'allow', source: context.hook.source };

  const byMode = modeVerdict(subject, context);
  if (byMode) return byMode;
  if (subject.kind === 'path' && subject.written?.by === 'argument' && context.workingDirs.contains(subject.path)) {
    return { verdict: 'allow', source: policy('written by its command inside the working dirs') };
  }

  const writesOutside = subject.kind === 'path' && subject.written !== undefined && subject.access === 'write' && !context.workingDirs.contains(subject.path);
  const accept = writesOutside ? governsWrites : undefined;
  const allowed = everyForm(calls, (call) => context.rules.find('allow', call, context.match, accept));
  if (allowed) return { verdict: 'allow', source: allowed.source };
  const granted = everyForm(calls, (call) => context.grants.find('allow', call, context.match, accept));
  if (granted) return { verdict: 'allow', source: granted.source };
  if (context.sandboxed) {
    const envFile = envFileRead(subject);
    if (!envFile) return { verdict: 'allow', source: policy('runs in the OS sandbox (autoAllowBashIfSandboxed)') };
    return { verdict: 'undecided', reason: coreMessageOf('permission.sandbox-env-read', { path: shownPath(envFile, context.match) }) };
  }
  return { verdict: 'undecided', reason: uncovered(subject, context) };
}

/** The `.env` file a command names or a path of it reaches, if any (`cp .env x` reads it too): the sandbox's auto-allow does not cover those. */
function envFileRead(subject: Subject): ResolvedPath | undefined {
  if (subject.kind === 'path') return isEnvFile(subject.path) ? subject.path : undefined;
  if (subject.kind === 'command') return subject.paths.find(isEnvFile);
  return undefined;
}

/**
 * Why a write needs the person whatever rules, hooks and modes but bypassPermissions say: it writes a
 * protected path or one of Deft's control files (which could give the agent rights the person never
 * gave), or a command writes where only running it tells.
 */
function keptFromWrites(subject: Subject, context: EvaluationContext): { detail: string; reason: Reason } | undefined {
  if (subject.kind !== 'path') return undefined;
  const { written } = subject;
  if (written?.unknown) return { detail: written.unknown, reason: written.unknown };
  const reached = controlWritten(subject, context.control);
  if (reached.length > 0) return { detail: `${subject.label} reaches a control file of Deft`, reason: controlReason(subject, reached, context.match) };
  if (subject.access !== 'write' || !isProtectedPath(subject.path)) return undefined;
  return { detail: `${subject.label} is a protected path`, reason: coreMessageOf('permission.protected-write', { path: shownPath(subject.path, context.match) }) };
}

/** A command's write outside the working dirs is allowed only by a rule for writing files (Edit), never by its Bash rule. */
const governsWrites = (rule: BookRule): boolean => rule.compiled.governs.has('write');

/** Why a part may not touch a file of credentials: `cat reads …`, `cp touches …`, `reads …`/`writes …` for a path. */
function credentialsReason(subject: Subject, path: string): Reason {
  if (subject.kind === 'command') {
    return coreMessageOf(subject.readOnly ? 'permission.command-reads-credentials' : 'permission.command-touches-credentials', { command: howItRuns(subject.part), path });
  }
  return coreMessageOf(subject.kind === 'path' && subject.access === 'write' ? 'permission.writes-credentials' : 'permission.reads-credentials', { path });
}

/** Why no allow rule or mode let a subject through, naming what about it goes beyond them. */
function uncovered(subject: Subject, context: EvaluationContext): Reason {
  const where = (path: ResolvedPath) => shownPath(path, context.match);
  switch (subject.kind) {
    case 'path': {
      const path = where(subject.path);
      if (subject.access === 'read' && isEnvFile(subject.path)) return coreMessageOf('permission.reads-env-file', { path });
      const writes = subject.access === 'write';
      if (!context.workingDirs.contains(subject.path)) return coreMessageOf(writes ? 'permission.writes-outside' : 'permission.reads-outside', { path });
      return coreMessageOf(writes ? 'permission.no-rule-writing' : 'permission.no-rule-reading', { path });
    }
    case 'command': {
      const outside = subject.paths.find((path) => !context.workingDirs.contains(path));
      if (outside && !subject.readOnly) return coreMessageOf('permission.no-rule-names-outside', { subject: labelled(subject), path: where(outside) });
      return coreMessageOf('permission.no-rule', { subject: labelled(subject) });
    }
    case 'domain':
      return coreMessageOf('permission.no-rule-host', { host: subject.label });
    case 'specifier':
      return coreMessageOf('permission.no-rule', { subject: `${subject.call.toolName}(${subject.label})` });
    case 'tool':
      return coreMessageOf('permission.no-rule', { subject: subject.label });
  }
}

function modeVerdict(subject: Subject, context: EvaluationContext): Verdict | undefined {
  const { mode } = context;
  const source = { kind: 'mode', detail: mode } as const;
  if (mode === 'bypassPermissions') return { verdict: 'allow', source };
  const readOnly = subject.kind === 'command' ? subject.readOnly : subject.kind === 'path' ? subject.access === 'read' : context.readOnlyTool;
  if (mode === 'plan' && !readOnly) {
    return { verdict: 'deny', source, reason: coreMessageOf('permission.plan-mode', { subject: labelled(subject) }) };
  }
  if (readOnly && freeToRead(subject, context)) return { verdict: 'allow', source: { kind: 'mode', detail: `${mode}: read-only` } };
  if (editsInside(subject, context, [context.workingDirs.scratch])) return { verdict: 'allow', source: policy('the session scratch folder') };
  if (mode === 'acceptEdits' && editsInside(subject, context, context.workingDirs.dirs)) return { verdict: 'allow', source };
  return undefined;
}

/** Reading needs no approval inside the working dirs, except `.env` files; a domain always needs one; a read-only tool's own call (a sub-agent type, a skill) none. */
function freeToRead(subject: Subject, context: EvaluationContext): boolean {
  const readable = (path: ResolvedPath) =>
    !isEnvFile(path) &&
    (context.workingDirs.contains(path) || pathForms(path).every((form) => context.readableDirs.some((dir) => form.startsWith(`${dir}/`))));
  if (subject.kind === 'path') return readable(subject.path);
  if (subject.kind === 'command') return subject.paths.every(readable);
  return subject.kind === 'tool' || subject.kind === 'specifier';
}

function editsInside(subject: Subject, context: EvaluationContext, dirs: readonly string[]): boolean {
  const inside = (path: ResolvedPath) =>
    pathForms(path).every((form) => dirs.some((dir) => isWithin(form, dir))) && !isProtectedPath(path);
  if (subject.kind === 'path') return inside(subject.path);
  if (subject.kind === 'command') return subject.fileCommand && subject.paths.length > 0 && subject.paths.every(inside);
  return false;
}

/** A deny or ask rule needs to match only one form of a path (as written, or with symlinks followed). */
function anyRule(list: 'deny' | 'ask', calls: readonly RuleCall[], context: EvaluationContext) {
  for (const call of calls) {
    const found = context.rules.find(list, call, context.match);
    if (found) return found;
  }
  return undefined;
}

/** Read and Edit rules also cover the files a shell command names (`cat .env`, `cp x /etc/y`): its paths as file accesses. */
function pathArgumentCalls(subject: Subject): RuleCall[] {
  if (subject.kind !== 'command') return [];
  const access = subject.fileCommand ? 'write' : 'read';
  return subject.paths.flatMap((path) => pathForms(path).map((form) => ({ ...subject.call, command: undefined, path: { path: form, access } })));
}

/** An allow must cover every form of a path; returns the rule that covered the first. */
function everyForm<T>(calls: readonly RuleCall[], find: (call: RuleCall) => T | undefined): T | undefined {
  let first: T | undefined;
  for (const call of calls) {
    const found = find(call);
    if (!found) return undefined;
    first ??= found;
  }
  return first;
}

/** A subject's verdict as the dialog lists it, with what the part can do and why it needs the person. */
export function toPart(subject: Subject, verdict: Verdict, context: EvaluationContext): DecisionPart {
  const risk = riskOf(subject, { cwd: context.match.cwd, home: context.match.home, workingDirs: context.workingDirs, sensitive: context.sensitive, control: context.control }, context.readOnlyTool);
  switch (verdict.verdict) {
    case 'undecided':
      return { label: subject.label, verdict: 'ask', risk, ...withReason(verdict.reason) };
    case 'allow':
      return { label: subject.label, verdict: 'allow', source: verdict.source, risk };
    default:
      return { label: subject.label, verdict: verdict.verdict, source: verdict.source, risk, ...withReason(verdict.reason) };
  }
}
