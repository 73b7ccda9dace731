import type { AnalyzeOptions, Assignment, CodeFileUse, CommandPart, Feeds, PartOrigin } from './types.ts';
import type { ParseBash } from './bash-parser.ts';
import type { Evaluations } from './evaluation.ts';
import type { Stdin } from './simple-command.ts';

/** What the walk over a command line (and the strings it runs) has found so far. */
export interface Findings {
  parts: CommandPart[];
  feeds: Feeds;
  /** Parts whose arguments are not all known: globs, expansions, or more words from xargs. */
  openEnded: Set<CommandPart>;
  writes: string[];
  writeWords: string[];
  reads: string[];
  assignments: Assignment[];
  /** The first reason the command cannot be analysed. */
  unanalysable?: string;
  criticalRemoval?: string;
  /** Something evaluates text as arithmetic or a variable name (`$(( ))`, `[[ ]]`, declare, let, `${!x}`), which runs `$( )` hidden in that text. */
  evaluatesText: boolean;
  /**
   * Literal words holding `$(` or a backtick: code that only an evaluation would run. A word that is
   * itself run as a shell string (`bash -c '…'`) is taken off again: its code is analysed as code.
   */
  literalCode: Array<{ depth: number; start: number; end: number }>;
  /** The first reason a part runs code the analysis cannot see into. */
  hiddenCode?: string;
  /** PATH is assigned somewhere in the line, so a bare program name may run another program. */
  pathChanged?: boolean;
  /** Where variables got their values, and which values are evaluated as code. */
  evaluations: Evaluations;
  /** A bare assignment to a variable that can change what later commands do (PATH, IFS, GIT_*…). */
  unsafeAssignment: boolean;
  codeFiles: CodeFileUse[];
  /** Parts that run the commands of their input, which another command gives them, with the program that runs them. */
  inputRunners: Array<{ part: number; runner: string }>;
}

export interface WalkContext {
  parse: ParseBash;
  options: AnalyzeOptions;
  findings: Findings;
}

/** Where in the command line a walk is: the string being walked, and how it came to run. */
export interface Scope {
  source: string;
  origin: PartOrigin;
  /** How many shell strings deep: 0 for the command line itself. */
  depth: number;
  /** Assignments inherited from the command that runs this string (`FOO=1 bash -c '…'`). */
  env: readonly string[];
  /** Inside a pipeline after its first command: standard input comes from another command. */
  piped?: boolean;
  /** What the string's commands read when they name no input of their own: the input of the program that runs the string. */
  stdin?: Stdin;
}

export function markUnanalysable(findings: Findings, reason: string): void {
  findings.unanalysable ??= reason;
}
