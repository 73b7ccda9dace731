import type { HookVerdict } from '../tools/permission.ts';
import type { DecisionPart, DecisionSource } from '../../../shared/vocabulary/approvals.ts';
import type { PermissionMode } from '../../../shared/vocabulary/permission-modes.ts';
import { isWithin, pathForms, type ResolvedPath } from './paths/resolve.ts';
import { isEnvFile, isProtectedPath, isSensitivePath } from './paths/special-paths.ts';
import type { WorkingDirs } from './paths/working-dirs.ts';
import type { RuleBook } from './rule-book.ts';
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
  match: MatchContext;
  hook?: HookVerdict;
  alwaysAsk?: string;
  /** The call runs in the OS sandbox with `autoAllowBashIfSandboxed`: what would be left to ask is allowed. */
  sandboxed?: boolean;
}

export type Verdict =
  | { verdict: 'allow' | 'ask' | 'deny'; source: DecisionSource; message?: string }
  | { verdict: 'undecided' };

const policy = (detail: string): DecisionSource => ({ kind: 'policy', detail });

/**
 * One subject, in Deft's order: built-in denials, deny rules, ask rules, what must always be asked,
 * a hook's allow, the mode, allow rules, the session's grants. The first that speaks decides.
 */
export function evaluateSubject(subject: Subject, context: EvaluationContext): Verdict {
  const calls = subject.kind === 'path' ? subject.calls : [subject.call];
  const checked = subject.kind === 'command' ? subject.variants : calls;
  const paths = subject.kind === 'path' ? [subject.path] : subject.kind === 'command' ? subject.paths : [];

  const secret = paths.find((path) => isSensitivePath(path, context.sensitive));
  if (secret) return { verdict: 'deny', source: policy('sensitive path'), message: `${secret.lexical} holds credentials; no tool may touch it` };

  const denied = anyRule('deny', checked, context) ?? pathArgumentRule('deny', subject, context);
  if (denied) return { verdict: 'deny', source: denied.source, message: `${denied.compiled.rule.text} denies ${subject.label}` };
  const asked = anyRule('ask', checked, context) ?? pathArgumentRule('ask', subject, context);
  if (asked) return { verdict: 'ask', source: asked.source };

  if (context.alwaysAsk) return { verdict: 'ask', source: policy(context.alwaysAsk) };
  const protectedWrite = subject.kind === 'path' && subject.access === 'write' && isProtectedPath(subject.path);
  if (protectedWrite && context.mode !== 'bypassPermissions') {
    return { verdict: 'ask', source: policy(`${subject.label} is a protected path`) };
  }
  if (context.hook?.decision === 'ask') return { verdict: 'ask', source: context.hook.source };
  if (context.hook?.decision === 'allow') return { verdict: 'allow', source: context.hook.source };

  const byMode = modeVerdict(subject, context);
  if (byMode.verdict !== 'undecided') return byMode;

  const allowed = everyForm(calls, (call) => context.rules.find('allow', call, context.match));
  if (allowed) return { verdict: 'allow', source: allowed.source };
  const granted = everyForm(calls, (call) => context.grants.find('allow', call, context.match));
  if (granted) return { verdict: 'allow', source: granted.source };
  if (context.sandboxed) return { verdict: 'allow', source: policy('runs in the OS sandbox (autoAllowBashIfSandboxed)') };
  return { verdict: 'undecided' };
}

function modeVerdict(subject: Subject, context: EvaluationContext): Verdict {
  const { mode } = context;
  const source = { kind: 'mode', detail: mode } as const;
  if (mode === 'bypassPermissions') return { verdict: 'allow', source };
  const readOnly = subject.kind === 'command' ? subject.readOnly : subject.kind === 'path' ? subject.access === 'read' : context.readOnlyTool;
  if (mode === 'plan' && !readOnly) {
    return { verdict: 'deny', source, message: 'plan mode allows only reading until the plan is approved' };
  }
  if (readOnly && freeToRead(subject, context)) return { verdict: 'allow', source: { kind: 'mode', detail: `${mode}: read-only` } };
  if (editsInside(subject, context, [context.workingDirs.scratch])) return { verdict: 'allow', source: policy('the session scratch folder') };
  if (mode === 'acceptEdits' && editsInside(subject, context, context.workingDirs.dirs)) return { verdict: 'allow', source };
  return { verdict: 'undecided' };
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

/** Read and Edit rules also cover the files a shell command names (`cat .env`, `cp x /etc/y`). */
function pathArgumentRule(list: 'deny' | 'ask', subject: Subject, context: EvaluationContext) {
  if (subject.kind !== 'command') return undefined;
  const access = subject.fileCommand ? 'write' : 'read';
  for (const path of subject.paths) {
    for (const form of pathForms(path)) {
      const found = context.rules.find(list, { ...subject.call, command: undefined, path: { path: form, access } }, context.match);
      if (found) return found;
    }
  }
  return undefined;
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

export function toPart(subject: Subject, verdict: Verdict): DecisionPart {
  return verdict.verdict === 'undecided'
    ? { label: subject.label, verdict: 'ask' }
    : { label: subject.label, verdict: verdict.verdict, source: verdict.source };
}
