import { riskRank, type DecisionPart, type PartRisk } from '../../../shared/vocabulary/approvals.ts';
import { coreMessageOf, type CoreMessageParam } from '../../../shared/vocabulary/core-messages.ts';
import { controlFilesWritten } from './paths/control-files.ts';
import { isWithin, pathForms } from './paths/resolve.ts';
import { shownPath } from './paths/shown-path.ts';
import { isProtectedPath, isSensitivePath } from './paths/special-paths.ts';
import type { WorkingDirs } from './paths/working-dirs.ts';
import type { CommandPart } from './shell/types.ts';
import { excerpt, programName } from './shell/words.ts';
import type { Reason } from './reasons.ts';
import type { Subject } from './subjects.ts';

/** What the words of a verdict are made from besides the subject. */
export interface ExplainContext {
  cwd: string;
  home: string;
  workingDirs: WorkingDirs;
  sensitive: readonly string[];
  /** Deft's control files (`controlPaths`). */
  control: readonly string[];
}

const REMOVERS = new Set(['rm', 'rmdir', 'shred', 'unlink', 'dd', 'mkfs', 'wipefs', 'truncate']);
const NETWORK_PROGRAMS = new Set([
  'curl', 'wget', 'ssh', 'scp', 'sftp', 'rsync', 'nc', 'ncat', 'netcat', 'socat', 'telnet', 'ftp', 'http', 'https', 'aria2c',
]);

/**
 * How a simple command came to run, when it is not plainly the line's own: `taskset runs rm`,
 * `$( ) runs rm`, `a shell string runs rm`; otherwise the program itself.
 */
export function howItRuns(part: CommandPart): CoreMessageParam {
  const { program } = part;
  if (part.origin === 'substitution') return coreMessageOf('permission.substitution-runs', { program });
  if (part.origin === 'nested-shell') return coreMessageOf('permission.shell-string-runs', { program });
  const first = part.source.split(/\s+/).find((word) => word !== '' && !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
  const runner = first === undefined ? program : programName(first.replace(/^['"]|['"]$/g, ''));
  return runner !== '' && runner !== program ? coreMessageOf('permission.runner-runs', { runner, program }) : program;
}

/** The label of a part, with how it came to run when another program runs it: `rm v (taskset runs rm)`. */
export function labelled(subject: Subject): CoreMessageParam {
  if (subject.kind !== 'command') return subject.label;
  const how = howItRuns(subject.part);
  return how === subject.part.program ? subject.label : coreMessageOf('permission.run-by', { label: subject.label, how });
}

/** What a part can do: the most dangerous of the files it names and of what its program does. */
export function riskOf(subject: Subject, context: ExplainContext, readOnlyTool: boolean): PartRisk {
  switch (subject.kind) {
    case 'path': {
      if (isSensitivePath(subject.path, context.sensitive)) return 'credentials';
      if (subject.written?.unknown !== undefined) return 'opaque';
      if (controlWritten(subject, context.control).length > 0) return 'control';
      if (subject.access === 'read') return 'read';
      if (isProtectedPath(subject.path)) return 'control';
      return context.workingDirs.contains(subject.path) ? 'write' : 'outside';
    }
    case 'command': {
      if (subject.paths.some((path) => isSensitivePath(path, context.sensitive))) return 'credentials';
      const program = subject.part.program;
      if (!subject.readOnly && subject.paths.some(isProtectedPath)) return 'control';
      if (subject.runsInput) return 'opaque';
      if (REMOVERS.has(program)) return 'destructive';
      if (NETWORK_PROGRAMS.has(program)) return 'network';
      if (subject.readOnly) return 'read';
      return subject.fileCommand ? 'write' : 'execute';
    }
    case 'domain':
      return 'network';
    case 'specifier':
    case 'tool':
      return readOnlyTool ? 'read' : 'execute';
  }
}

/** The control files a path subject writes, or links to so that writing through the link writes them. */
export function controlWritten(subject: Extract<Subject, { kind: 'path' }>, control: readonly string[]): string[] {
  const { written } = subject;
  if (subject.access !== 'write' && written?.reach !== 'link') return [];
  // A decision asks this of a subject for its verdict and again for its risk.
  let reached = controlsReached.get(subject);
  if (reached?.control !== control) {
    reached = { control, files: controlFilesWritten(subject.path, control, { tree: written?.reach === 'tree' || written?.reach === 'contents', pattern: written?.pattern }) };
    controlsReached.set(subject, reached);
  }
  return reached.files;
}

const controlsReached = new WeakMap<Subject, { control: readonly string[]; files: string[] }>();

/** Why writing a path that reaches these control files needs the person, naming what writes it and how. */
export function controlReason(subject: Extract<Subject, { kind: 'path' }>, reached: readonly string[], context: Pick<ExplainContext, 'cwd' | 'home'>): Reason {
  const path = shownPath(subject.path, context);
  const { written } = subject;
  if (written?.reach === 'link') return coreMessageOf('permission.control-link', { path });
  const files = reached.slice(0, 3).map((entry) => shownPath({ lexical: entry, real: entry }, context)).join(', ') + (reached.length > 3 ? ' …' : '');
  if (written?.pattern) return coreMessageOf('permission.control-pattern', { path, files });
  const liesInOne = pathForms(subject.path).some((form) => reached.some((entry) => isWithin(form, entry)));
  if (liesInOne || written === undefined || written.reach === 'path') return coreMessageOf('permission.control-write', { path });
  const writer = written.writer ?? 'the command';
  return written.reach === 'contents'
    ? coreMessageOf('permission.control-contents', { writer, action: written.action ?? 'writes into', path, files })
    : coreMessageOf('permission.control-tree', { writer, path, files });
}

/** Denied; asked whatever the rules allow (a policy, an ask rule, a hook decided it); asked as no rule allows it; allowed. */
const verdictRank = (part: DecisionPart): number => (part.verdict === 'deny' ? 3 : part.verdict === 'allow' ? 0 : part.source ? 2 : 1);

/**
 * Denied parts first, then those asked whatever the rules allow, then those no rule allows, the most
 * dangerous first within each; the line's order otherwise. `follows`, by index: the part another is
 * shown right after when both need the person (the command whose output a shell runs, after the shell).
 */
export function dangerousFirst(parts: readonly DecisionPart[], follows: ReadonlyMap<number, number> = new Map()): DecisionPart[] {
  const shownAfter = (index: number): number | undefined => {
    const anchor = follows.get(index);
    return anchor !== undefined && parts[index].verdict !== 'allow' && parts[anchor]?.verdict !== 'allow' ? anchor : undefined;
  };
  const withFollowers = (index: number): DecisionPart[] => [parts[index], ...parts.flatMap((_, other) => (shownAfter(other) === index ? withFollowers(other) : []))];
  return parts
    .map((part, index) => ({ part, index }))
    .filter(({ index }) => shownAfter(index) === undefined)
    .sort((a, b) => verdictRank(b.part) - verdictRank(a.part) || riskRank(b.part.risk) - riskRank(a.part.risk) || a.index - b.index)
    .flatMap(({ index }) => withFollowers(index));
}

/** A whole command line as a label, cut short when long. */
export const lineLabel = (command: string): string => excerpt(command.replace(/\s+/g, ' ').trim(), 80);
