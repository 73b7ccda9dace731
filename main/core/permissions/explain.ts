import { relative, sep } from 'node:path';
import { riskRank, type DecisionPart, type PartRisk } from '../../../shared/vocabulary/approvals.ts';
import { isWithin, type ResolvedPath } from './paths/resolve.ts';
import { isProtectedPath, isSensitivePath } from './paths/special-paths.ts';
import type { WorkingDirs } from './paths/working-dirs.ts';
import type { CommandPart } from './shell/types.ts';
import { excerpt, programName } from './shell/words.ts';
import type { Subject } from './subjects.ts';

/** What the words of a verdict are made from besides the subject. */
export interface ExplainContext {
  cwd: string;
  home: string;
  workingDirs: WorkingDirs;
  sensitive: readonly string[];
}

const REMOVERS = new Set(['rm', 'rmdir', 'shred', 'unlink', 'dd', 'mkfs', 'wipefs', 'truncate']);
const NETWORK_PROGRAMS = new Set([
  'curl', 'wget', 'ssh', 'scp', 'sftp', 'rsync', 'nc', 'ncat', 'netcat', 'socat', 'telnet', 'ftp', 'http', 'https', 'aria2c',
]);

/** A path as the person would write it: relative to the working directory inside it, `~/…` in the home folder, relative again next to the working directory, else absolute. */
export function shownPath(path: ResolvedPath, context: Pick<ExplainContext, 'cwd' | 'home'>): string {
  const { lexical } = path;
  const fromCwd = relative(context.cwd, lexical).split(sep).join('/');
  if (fromCwd === '') return '.';
  const climbs = fromCwd === '..' || fromCwd.startsWith('../');
  if (!climbs) return fromCwd;
  if (isWithin(lexical, context.home)) return `~${lexical.slice(context.home.length)}`;
  return fromCwd !== '..' && !fromCwd.startsWith('../..') ? fromCwd : lexical;
}

/**
 * How a simple command came to run, when it is not plainly the line's own: `taskset runs rm`,
 * `$( ) runs rm`, `a shell string runs rm`; otherwise the program itself.
 */
export function howItRuns(part: CommandPart): string {
  if (part.origin === 'substitution') return `a substitution runs ${part.program}`;
  if (part.origin === 'nested-shell') return `a shell string runs ${part.program}`;
  const first = part.source.split(/\s+/).find((word) => word !== '' && !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
  const runner = first === undefined ? part.program : programName(first.replace(/^['"]|['"]$/g, ''));
  return runner !== '' && runner !== part.program ? `${runner} runs ${part.program}` : part.program;
}

/** The label of a part, with how it came to run when another program runs it: `rm v (taskset runs rm)`. */
export function labelled(subject: Subject): string {
  if (subject.kind !== 'command') return subject.label;
  const how = howItRuns(subject.part);
  return how === subject.part.program ? subject.label : `${subject.label} (${how})`;
}

/** What a part can do: the most dangerous of the files it names and of what its program does. */
export function riskOf(subject: Subject, context: ExplainContext, readOnlyTool: boolean): PartRisk {
  switch (subject.kind) {
    case 'path': {
      if (isSensitivePath(subject.path, context.sensitive)) return 'credentials';
      if (subject.access === 'read') return 'read';
      if (isProtectedPath(subject.path)) return 'control';
      return context.workingDirs.contains(subject.path) ? 'write' : 'outside';
    }
    case 'command': {
      if (subject.paths.some((path) => isSensitivePath(path, context.sensitive))) return 'credentials';
      const program = subject.part.program;
      if (!subject.readOnly && subject.paths.some(isProtectedPath)) return 'control';
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

const verdictRank = { deny: 2, ask: 1, allow: 0 } as const;

/** Denied parts first, then asked ones, the most dangerous first within each; the line's order otherwise. */
export function dangerousFirst(parts: readonly DecisionPart[]): DecisionPart[] {
  return parts
    .map((part, index) => ({ part, index }))
    .sort((a, b) => verdictRank[b.part.verdict] - verdictRank[a.part.verdict] || riskRank(b.part.risk) - riskRank(a.part.risk) || a.index - b.index)
    .map(({ part }) => part);
}

/** A whole command line as a label, cut short when long. */
export const lineLabel = (command: string): string => excerpt(command.replace(/\s+/g, ' ').trim(), 80);
