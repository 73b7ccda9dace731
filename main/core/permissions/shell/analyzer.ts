import { posix } from 'node:path';
import { loadBashParser, type ParseBash } from './bash-parser.ts';
import { emptyEvaluations, evaluatesData } from './evaluation.ts';
import { markUnanalysable, type Findings } from './findings.ts';
import { isReadOnly, isReadOnlyPart } from './read-only.ts';
import { LAUNCHERS, SHELLS, SUBCOMMAND_LAUNCHERS } from './runners.ts';
import type { AnalyzeOptions, CommandAnalysis, CommandPart, InputRunner, ShellAnalyzer } from './types.ts';
import { walkScript } from './walk.ts';
import { excerpt } from './words.ts';
import { coreMessageOf } from '../../../../shared/vocabulary/core-messages.ts';

/** Builtins PATH cannot change. */
const SHELL_BUILTINS = new Set(['export', 'declare', 'typeset', 'local', 'readonly', 'echo', 'printf', 'cd', 'pwd', 'test', '[', '[[', 'true', 'false', ':', 'set', 'unset', 'shift', 'return', 'exit', 'read', 'source', '.', 'eval', 'exec', 'hash', 'type', 'command', 'builtin', 'let', 'wait', 'trap', 'umask', 'ulimit', 'alias', 'unalias', 'shopt']);

/** Longer commands are never analysed: the person is always asked (as Claude Code does). */
export const MAX_COMMAND_LENGTH = 10_000;

/**
 * A backslash-newline inside a word joins two lines into one word for bash (`r\⏎m` is rm), while
 * tree-sitter splits the word there. An odd run of backslashes is the escape; an even one is literal.
 */
const LINE_CONTINUATION_IN_WORD = /[^\s\\;&|()<>](?:\\\\)*\\\n[^\s]/;

/** Loads the bash grammar on first use (once per process); analysing is then synchronous. */
export async function createShellAnalyzer(): Promise<ShellAnalyzer> {
  const parse = await loadBashParser();
  return { analyze: (command, options = {}) => analyze(parse, command, options) };
}

function analyze(parse: ParseBash, command: string, options: AnalyzeOptions): CommandAnalysis {
  if (command.length > MAX_COMMAND_LENGTH) {
    return unanalysable(`the command is longer than ${MAX_COMMAND_LENGTH} characters`);
  }
  const findings: Findings = {
    parts: [], feeds: { pipelines: [], substitutions: [], loops: [] }, openEnded: new Set(), writes: [], writeWords: [], reads: [], assignments: [], evaluatesText: false, literalCode: [], unsafeAssignment: false, evaluations: emptyEvaluations(), codeFiles: [], inputRunners: [],
  };
  try {
    walkScript(command, 'top', 0, [], { parse, options, findings });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    markUnanalysable(findings, 'the command is nested too deeply');
  }
  if (LINE_CONTINUATION_IN_WORD.test(command)) markUnanalysable(findings, 'a line continuation splits a word');
  if (findings.literalCode.length > 0 && findings.evaluatesText) {
    markUnanalysable(findings, 'text holding $( ) or backticks is evaluated as arithmetic or a variable name, which runs it');
  }
  findings.hiddenCode ??= evaluatesData(findings.evaluations);
  const bare = findings.pathChanged ? findings.parts.find((part) => !part.argv[0].includes('/') && !SHELL_BUILTINS.has(part.program)) : undefined;
  if (bare) findings.hiddenCode ??= `PATH is changed, so \`${bare.program}\` may run another program`;
  const writtenFiles = new Set(findings.writes.map((path) => posix.normalize(path)));
  const written = writtenFiles.size === 0 ? undefined : findings.parts.find((part) => runsWrittenFile(part, writtenFiles));
  if (written) markUnanalysable(findings, `"${excerpt(written.command)}" runs a file the command itself writes`);
  const { parts, feeds, writes, writeWords, reads, assignments, codeFiles, criticalRemoval, hiddenCode } = findings;
  const runners = inputRunners(findings);
  // What a part reads from another command is that part's secret alone: the line's other parts are still judged as what they are.
  const clean = findings.unanalysable === undefined && hiddenCode === undefined && !findings.unsafeAssignment;
  const reason = findings.unanalysable ?? runners[0]?.reason;
  const readOnlyParts = parts.map((part, index) => clean && !runners.some((runner) => runner.part === index) && isReadOnlyPart(part, findings.openEnded.has(part)));
  return {
    parts,
    feeds,
    writes,
    writeWords,
    reads,
    assignments,
    codeFiles,
    inputRunners: runners,
    readOnly: clean && runners.length === 0 && isReadOnly(parts, writes, readOnlyParts),
    readOnlyParts,
    openEndedParts: parts.map((part) => findings.openEnded.has(part)),
    ...(reason === undefined ? {} : { unanalysable: reason }),
    ...(criticalRemoval === undefined ? {} : { criticalRemoval }),
    ...(hiddenCode === undefined ? {} : { hiddenCode }),
  };
}

/** `echo … > x.sh && bash x.sh`, `… > ./run && ./run`: what runs is only known once the command ran (`written`: the redirections' files, normalised). */
function runsWrittenFile(part: CommandPart, written: ReadonlySet<string>): boolean {
  const isWritten = (arg: string): boolean => written.has(posix.normalize(arg));
  if (isWritten(part.argv[0])) return true;
  const runsScript = SHELLS.has(part.program) || part.program === 'source' || part.program === '.';
  return runsScript && part.argv.slice(1).some(isWritten);
}

/** Each part that runs what another command prints, with the parts of the stage before it and why, naming their programs. */
function inputRunners(findings: Findings): InputRunner[] {
  return findings.inputRunners.map(({ part, runner }) => {
    const fedBy = feedingStage(findings, part);
    const programs = [...new Set(fedBy.map((index) => findings.parts[index].program))];
    const reason =
      programs.length === 0
        ? coreMessageOf('shell.runs-its-input', { runner })
        : programs.length === 1
          ? coreMessageOf('shell.runs-what-one-prints', { runner, program: programs[0] })
          : coreMessageOf('shell.runs-what-several-print', { runner, programs: listed(programs) });
    return { part, reason, fedBy };
  });
}

/**
 * The parts of the pipeline stage before the one holding `part`, in the innermost pipeline that
 * feeds it: those of the same shell string (not what a substitution in it runs), a launcher's part
 * left out for the command it launches (`sudo curl …`).
 */
function feedingStage({ parts, feeds }: Findings, part: number): number[] {
  let feeding: [number, number] | undefined;
  let holding = Infinity;
  for (const stages of feeds.pipelines) {
    const at = stages.findIndex(([first, end]) => first <= part && part < end);
    if (at > 0 && stages[at][1] - stages[at][0] < holding) [feeding, holding] = [stages[at - 1], stages[at][1] - stages[at][0]];
  }
  if (!feeding) return [];
  const [first, end] = feeding;
  const stage = Array.from({ length: end - first }, (_, offset) => first + offset).filter((index) => parts[index].origin === parts[part].origin);
  return stage.filter((index, at) => at === stage.length - 1 || !(LAUNCHERS.has(parts[index].program) || SUBCOMMAND_LAUNCHERS.has(parts[index].program)));
}

/** `curl`, `cat and grep`, `a, b and c`. */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function unanalysable(reason: string): CommandAnalysis {
  return { parts: [], feeds: { pipelines: [], substitutions: [], loops: [] }, writes: [], writeWords: [], reads: [], assignments: [], codeFiles: [], inputRunners: [], unanalysable: reason, readOnly: false, readOnlyParts: [], openEndedParts: [] };
}
