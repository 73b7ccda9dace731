import type { Reason } from '../reasons.ts';

/** Where a part of a command line came from. */
/**
 * Where a part of a command line came from. `mentioned`: a command line named inside code the analysis
 * cannot follow (a string of `python3 -c`, an awk program); it may run, so deny rules see it.
 */
export type PartOrigin = 'top' | 'substitution' | 'nested-shell' | 'mentioned';

/** One simple command of a command line, as permission rules see it. */
export interface CommandPart {
  /** Wrappers and leading VAR=val stripped, quotes removed, words joined by single spaces, e.g. "rm -rf build". */
  command: string;
  /** After stripping; argv[0] is the program as written (absolute paths like /bin/rm kept). */
  argv: string[];
  /** The basename of argv[0]: "/usr/bin/rm" and "\rm" give "rm". */
  program: string;
  /** The original text of this part, for the approval dialog (within the string of a nested shell, for those parts). */
  source: string;
  /** Top level, inside $( ) / backticks / <( ), or the string run by bash -c / eval / a heredoc fed to a shell. */
  origin: PartOrigin;
  /** The stripped VAR=val prefixes. */
  envAssignments: string[];
  /** argv as written, quotes and expansions kept (`"$HOME"/x`), for expanding the words as the shell will. */
  words: string[];
  /** xargs adds arguments nobody can see here. */
  argumentsFromInput?: true;
}

/** `NAME=value` anywhere in the line (a statement, a command's prefix, export/declare/local), the value as written. */
export interface Assignment {
  name: string;
  /** `=`, or `+=` which appends. */
  operator: string;
  value: string;
}

/** Where parts get their input and words from, by part index: what a command's output may name is judged from these. */
export interface Feeds {
  /** Each pipeline: for each stage, the indices of the parts it holds, [first, end). */
  pipelines: Array<Array<[number, number]>>;
  /** Each `$( )` or backtick substitution: the command in it as written, and the indices of its parts, [first, end). */
  substitutions: Array<{ command: string; first: number; end: number }>;
  /** Each `for`/`select` loop: its variable, and its words as written (undefined without `in`: it runs over "$@"). */
  loops: Array<{ name: string; words?: string[] }>;
}

export interface CommandAnalysis {
  parts: CommandPart[];
  feeds: Feeds;
  /** Files written by redirections, as written; /dev/null and fd duplications like 2>&1 excluded. */
  writes: string[];
  /** The same files as `writes`, quotes and expansions kept. */
  writeWords: string[];
  /** Files read by redirections (`< f`, `3< f`, `<> f`), quotes and expansions kept. */
  reads: string[];
  assignments: Assignment[];
  /**
   * Why the command cannot be analysed safely; the caller then always asks the person. When only parts
   * running what they read from another command make it so, this is the first of their reasons.
   */
  unanalysable?: Reason;
  /** The parts that run the commands they read from another command's output (`curl … | sh`), whose commands no analysis sees. */
  inputRunners: InputRunner[];
  /** Every part is a read-only command and nothing is written. */
  readOnly: boolean;
  /** For each part, in order: whether that part alone only reads (redirections aside). */
  readOnlyParts: boolean[];
  /** For each part, in order: whether its arguments are not all known (globs, expansions, words from input). */
  openEndedParts: boolean[];
  /**
   * Set when a part runs code the analysis cannot see into: inline interpreter code (`python3 -c`), a
   * command built at run time (`awk '{system($0)}'`), text evaluated as code (`$((x))` with x from a
   * command), BashInput to an editor. Rules cannot hold against it, so the person is asked.
   */
  hiddenCode?: Reason;
  /** Set when rm/rmdir targets a critical path (/, a top-level folder, home, the cwd or its parents, an unexpanded variable). */
  criticalRemoval?: string;
  /** The files on disk parts run as code, in order: what each leads to (a link to the input, a FIFO, a file the line writes) only the disk tells. */
  codeFiles: CodeFileUse[];
}

/** A part that runs the commands another command prints: the rest of the line is analysed, this part cannot be. */
export interface InputRunner {
  /** The index of the part. */
  part: number;
  /** Why, naming what feeds it: `sh runs whatever curl prints`. */
  reason: Reason;
  /** The indices of the parts whose output it runs: the pipeline stage before it. */
  fedBy: number[];
}

/** A file a part runs as code: a script (`python3 x.py`, `bash x`, `source x`), a program or makefile given by name (`awk -f`, `sed -f`, `make -f`). */
export interface CodeFileUse {
  /** The index of the part whose program runs it. */
  part: number;
  /** The file as a shell word, for expanding it as the shell will (`'x.py'`, `~/'y'`). */
  word: string;
  /** The program that runs it, as the person would name it. */
  runner: string;
}

export interface AnalyzeOptions {
  /** The folder the command runs in; relative rm targets are resolved against it. */
  cwd?: string;
  /** The home folder that ~ stands for. */
  home?: string;
}

export interface ShellAnalyzer {
  /** Pure and synchronous; never throws. */
  analyze(command: string, options?: AnalyzeOptions): CommandAnalysis;
}
