import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileArguments, findNamesNoEnvFile } from './file-arguments.ts';
import type { CommandAnalysis, CommandPart } from './types.ts';
import { entriesOf, lstatOrNothing, statOrNothing } from '../../common/files/look.ts';

/**
 * Words whose values are only known when the command runs, but known to be names of files below some
 * folders: the words xargs gives a program from `find DIR`, `git ls-files`, `ls DIR`, `rg -l`… (through
 * filters that only drop lines), the output of `$(git ls-files)`, and a loop variable over literal
 * words. Such words are judged as a search of those folders: their credential stores, and second
 * names of credential files in them, count as touched.
 */
export interface KnownInputs {
  /** The words every loop over `name` runs through, as written; undefined when no loop the analysis saw sets it. */
  loopWords(name: string): string[] | { unknown: string } | undefined;
  /** Stand-in words for the output of a substitution that lists files, to be read back with `listed`; undefined for any other. */
  output(command: string): string[] | undefined;
  /** The files below which the words xargs adds to part `index` lie. */
  fromInput(index: number): ListedFiles | { unknown: string };
  /** What a word of part `index` stands for when it holds a stand-in; undefined when it holds none. */
  listed(word: string, index: number): ListedFiles | { unknown: string } | undefined;
}

/** The words are names of files below these folders. */
export interface ListedFiles {
  /** Absolute; each is also read as a path. */
  roots: string[];
  /** The symbolic links below them: a program given a link opens what it points to. */
  links: string[];
  /** Why the names below them cannot all be checked (too many to look through, a name that splits): the person is asked. */
  unknown?: string;
  /** The listing names no `.env` file below them (`find . -name '*.ts'`). */
  envFilesLeftOut?: true;
}

export interface InputContext {
  analysis: CommandAnalysis;
  /** The whole command line. */
  command: string;
  environment: Readonly<Record<string, string | undefined>>;
  /** The absolute files a word of part `index` names, expanded as the shell will (the caller notes what is unknown). */
  expand(raw: string, index: number): string[];
  /** The folders part `index` may run in; undefined when only known at run time. */
  cwds(index: number): readonly string[] | undefined;
}

/** A stand-in word: this prefix and the listing's number. */
const LISTED = '\u0000listed';
const STAND_IN = new RegExp(`${LISTED}(\\d+)`);

/** How many entries below the listed folders are looked through for links and names that split. */
const MAX_ENTRIES = 20_000;

/** A name that xargs or word splitting cuts into other names, or xargs reads as quoting. */
const SPLITS = /[\s'"\\]/;

const UNKNOWN_OUTPUT = (program: string) => ({ unknown: `xargs gives ${program} words that are only known when the command runs, so the files they name cannot be checked` });

export function knownInputs(context: InputContext): KnownInputs {
  const { analysis } = context;
  const listings: Array<{ first: number; stages: number }> = [];

  /**
   * The folders the output of the parts [first, first + stages) names files below, for the part at
   * `index`, whose own command holds the parts up to `ownEnd` (what a launcher runs: `npx eslint`);
   * `alongside`: that part runs while the listing is made (xargs), so a name it makes may be listed.
   */
  const listedBy = (first: number, stages: number, index: number, ownEnd: number, alongside: boolean): ListedFiles | { unknown: string } => {
    const inSubstitution = (at: number) => analysis.feeds.substitutions.some((substitution) => substitution.first <= at && at < substitution.end);
    const own = (at: number) => at === index || (at > index && at < ownEnd && !inSubstitution(at));
    const others = analysis.parts.every((part, at) => own(at) || at === first || analysis.readOnlyParts[at]);
    const consumer = analysis.parts[index];
    if (!others || analysis.writes.length > 0) return { unknown: 'the command also writes files, which may change what the listing names' };
    if (alongside && consumer.argv.slice(1).some((arg) => SPLITS.test(arg))) return { unknown: `${consumer.program} may make a name the listing then gives it` };
    for (let at = first + 1; at < first + stages; at++) if (!keepsNames(analysis.parts[at])) return UNKNOWN_OUTPUT(consumer.program);
    const producer = analysis.parts[first];
    const found = listing(producer, context.environment);
    if ('unknown' in found) return found;
    const cwds = context.cwds(first);
    if (!cwds) return { unknown: `${producer.program} runs in a folder only known when the command runs` };
    const roots = [
      ...found.words.flatMap((raw) => context.expand(raw, first)),
      ...(found.cwd ? cwds : []),
      ...(found.repository ? cwds.map(repositoryOf) : []),
    ];
    const listed = below(roots, producer.program);
    return found.envFilesLeftOut && !('unknown' in listed && !('roots' in listed)) ? { ...listed, envFilesLeftOut: true } : listed;
  };

  return {
    loopWords(name) {
      const loops = analysis.feeds.loops.filter((loop) => loop.name === name);
      if (loops.length === 0) return undefined;
      const written = context.command.match(new RegExp(`\\b(?:for|select)\\s+${name.replace(/\W/g, '')}\\b`, 'g'))?.length ?? 0;
      if (loops.length !== written) return undefined;
      if (loops.some((loop) => loop.words === undefined)) return { unknown: `$${name} runs over the arguments of the shell, which are not known before the command runs` };
      return loops.flatMap((loop) => loop.words ?? []);
    },
    output(command) {
      const found = analysis.feeds.substitutions.filter((substitution) => substitution.command.trim() === command.trim());
      const spans = found.map((substitution) => stagesOf(analysis, substitution.first, substitution.end));
      const lists = (span: { first: number; stages: number } | undefined) =>
        span !== undefined && !('unknown' in listing(analysis.parts[span.first], context.environment))
        && analysis.parts.slice(span.first + 1, span.first + span.stages).every(keepsNames);
      if (spans.length === 0 || !spans.every(lists)) return undefined;
      return spans.map((span) => {
        listings.push(span!);
        return `${LISTED}${listings.length - 1}`;
      });
    },
    fromInput(index) {
      const consumer = analysis.parts[index];
      if (!readsNamesFromPipe(consumer)) return UNKNOWN_OUTPUT(consumer.program);
      for (const stages of analysis.feeds.pipelines) {
        // The stage may hold more parts after the consumer: what a launcher runs (`npx eslint`), its substitutions.
        const at = stages.findIndex(([first]) => first === index);
        if (at <= 0) continue;
        const before = stages.slice(0, at);
        if (before.some(([first, end]) => end !== first + 1)) break;
        return listedBy(before[0][0], before.length, index, stages[at][1], true);
      }
      return UNKNOWN_OUTPUT(consumer.program);
    },
    listed(word, index) {
      const stand = STAND_IN.exec(word);
      if (!stand) return undefined;
      if (stand[0] !== word) return { unknown: 'a word joins a command\'s output to other text, so the file it names cannot be checked' };
      const { first, stages } = listings[Number(stand[1])];
      return listedBy(first, stages, index, first, false);
    },
  };
}

/** The parts [first, end) as one command or one pipeline of single commands: its first part and its number of stages. */
function stagesOf(analysis: CommandAnalysis, first: number, end: number): { first: number; stages: number } | undefined {
  if (end === first + 1) return { first, stages: 1 };
  const pipeline = analysis.feeds.pipelines.find((stages) => stages[0]?.[0] === first && stages[stages.length - 1]?.[1] === end);
  return pipeline?.every(([from, to]) => to === from + 1) ? { first, stages: pipeline.length } : undefined;
}

/** xargs reads its words from the pipe, split at blanks: not from a file (-a), not at another delimiter (-d). */
function readsNamesFromPipe(part: CommandPart): boolean {
  const words = part.source.trim().split(/\s+/);
  const xargs = words.findIndex((word) => /(?:^|\/)xargs$/.test(word));
  if (xargs < 0) return false;
  const options = words.slice(xargs + 1).filter((word) => word.startsWith('-'));
  return !options.some((word) => /^-(?:[a-zA-Z0-9]*[ad]|-arg-file|-delimiter)/.test(word));
}

/** Filters that only drop or reorder whole lines of their input, given no file to read instead. */
function keepsNames(part: CommandPart): boolean {
  if (part.envAssignments.length > 0) return false;
  const args = part.argv.slice(1);
  switch (part.program) {
    case 'grep':
    case 'egrep':
    case 'fgrep': {
      const options = args.filter((arg, at) => arg.startsWith('-') && args[at - 1] !== '-e');
      const operands = args.filter((arg, at) => !arg.startsWith('-') && args[at - 1] !== '-e');
      const patternGiven = args.includes('-e');
      return options.every((arg) => /^-[viwxEFGP]+$|^-e$|^--(?:invert-match|ignore-case|word-regexp|line-regexp|extended-regexp|fixed-strings|perl-regexp)$/.test(arg))
        && operands.length === (patternGiven ? 0 : 1);
    }
    case 'sort':
      return args.every((arg) => arg.startsWith('-') && !/^-[a-zA-Z]*o|^--(?:output|files0-from)/.test(arg));
    case 'uniq':
      return args.every((arg) => /^-[udiz]+$|^--(?:unique|repeated|ignore-case|zero-terminated)$/.test(arg));
    case 'head':
    case 'tail':
      return args.every((arg, at) => /^-(?:\d+|n\d*|q|z)$|^--lines=\d+$/.test(arg) || (/^\d+$/.test(arg) && args[at - 1] === '-n'));
    default:
      return false;
  }
}

/** What a producer's output names: files below its words (as written), below the folder it runs in, or of the repository there. */
interface Listing {
  words: string[];
  cwd: boolean;
  repository: boolean;
  envFilesLeftOut?: true;
}

const notAListing = (part: CommandPart, why = 'is not known before the command runs') => ({ unknown: `the output of \`${part.command}\` ${why}, so the files it names cannot be checked` });

function listing(part: CommandPart, environment: Readonly<Record<string, string | undefined>>): Listing | { unknown: string } {
  if (part.envAssignments.some((assignment) => !/^(?:LANG|LC_[A-Z]+)=/.test(assignment))) return notAListing(part);
  const args = part.argv.slice(1);
  switch (part.program) {
    case 'git':
      return environment.GIT_DIR || environment.GIT_WORK_TREE ? notAListing(part, 'comes from a repository set by the environment') : gitListing(part);
    case 'find':
      return findListing(part);
    case 'ls':
      // ls prints bare entry names, which name files in the folder it runs in.
      return args.every((arg) => !arg.startsWith('-') || /^-[1aAtrSXvUcuRpdB]+$|^--(?:all|almost-all|reverse|recursive|directory|group-directories-first|color(?:=\w+)?|sort=\w+)$/.test(arg))
        ? { words: part.words.filter((_, at) => at > 0 && !part.argv[at].startsWith('-')), cwd: true, repository: false }
        : notAListing(part);
    case 'rg':
      return args.some((arg) => /^-[iswxuUH.]*l[iswxuUH.]*$|^--(?:files|files-with-matches|files-without-match)$/.test(arg)) && !args.some((arg) => /^-[a-zA-Z]*L|^--(?:follow|json|path-separator|pre)\b/.test(arg))
        ? searchListing(part)
        : notAListing(part);
    case 'grep':
      return args.some((arg) => /^-[rilLsHwxEFGPIU]*[lL][rilLsHwxEFGPIU]*$|^--files-with(?:out)?-match(?:es)?$/.test(arg)) && !args.some((arg) => /^-[a-zA-Z]*R|^--(?:dereference-recursive|label)\b/.test(arg))
        ? searchListing(part)
        : notAListing(part);
    case 'fd':
    case 'fdfind':
      return fdListing(part);
    default:
      return notAListing(part);
  }
}

/** `git ls-files`, `git diff --name-only`, `git status --porcelain`: names of the repository's files, as git prints them. */
function gitListing(part: CommandPart): Listing | { unknown: string } {
  const [subcommand, ...args] = part.argv.slice(1);
  const reshaped = args.some((arg) => /^--(?:format|line-prefix|output|src-prefix|dst-prefix|no-index|pretty|stat)|^-O/.test(arg));
  const lists =
    subcommand === 'ls-files'
    || (subcommand === 'diff' && args.some((arg) => arg === '--name-only' || arg === '--name-status'))
    || (subcommand === 'status' && args.some((arg) => /^--porcelain|^--short$|^-s$/.test(arg)));
  return lists && !reshaped ? { words: [], cwd: false, repository: true } : notAListing(part);
}

const FIND_PRINTS_OTHERWISE = new Set(['-L', '-follow', '-printf', '-fprintf', '-ls', '-fls', '-fprint', '-fprint0', '-exec', '-execdir', '-ok', '-okdir', '-files0-from']);

/** `find DIR…`: names below its starting points, as written ("." without one), symbolic links not followed. */
function findListing(part: CommandPart): Listing | { unknown: string } {
  if (part.argv.some((arg) => FIND_PRINTS_OTHERWISE.has(arg))) return notAListing(part);
  let at = 1;
  while (at < part.argv.length && /^-(?:[HP]|O\d*)$/.test(part.argv[at])) at++;
  const starts: string[] = [];
  for (; at < part.argv.length && !/^[-(!),]/.test(part.argv[at]); at++) starts.push(part.words[at]);
  return { words: starts, cwd: starts.length === 0, repository: false, ...(findNamesNoEnvFile(part.argv) && { envFilesLeftOut: true as const }) };
}

/** `rg -l`, `rg --files`, `grep -rl`: names below their search roots, or the folder they run in. */
function searchListing(part: CommandPart): Listing {
  const args = fileArguments(part);
  const roots = args.searched.length > 0 ? args.searched : args.files;
  return { words: roots, cwd: roots.length === 0, repository: false };
}

const FD_VALUES = new Set(['-e', '--extension', '-t', '--type', '-E', '--exclude', '-d', '--max-depth', '--min-depth', '--exact-depth', '-S', '--size', '--changed-within', '--changed-before', '-o', '--owner', '-c', '--color', '-j', '--threads', '--max-results', '--ignore-file']);

/** `fd [pattern] [path…]`: names below its paths, or the folder it runs in. */
function fdListing(part: CommandPart): Listing | { unknown: string } {
  const operands: string[] = [];
  const roots: string[] = [];
  for (let at = 1; at < part.argv.length; at++) {
    const arg = part.argv[at];
    if (arg === '--search-path') roots.push(part.words[++at]);
    else if (FD_VALUES.has(arg)) at++;
    else if (/^-[HIsiFgap01uq]+$|^--(?:hidden|no-ignore|case-sensitive|ignore-case|fixed-strings|glob|full-path|absolute-path|print0|unrestricted)$/.test(arg)) continue;
    else if (arg.startsWith('-')) return notAListing(part);
    else operands.push(part.words[at]);
  }
  roots.push(...operands.slice(1));
  return { words: roots, cwd: roots.length === 0, repository: false };
}

/** The top of the git repository holding `folder`, or the folder itself outside one (git then lists nothing). */
function repositoryOf(folder: string): string {
  for (let dir = folder; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return folder;
  }
}

/** The roots and the links below them; unknown when a name below them splits into other names, or there are too many to look through. */
function below(roots: readonly string[], program: string): ListedFiles | { unknown: string } {
  const links: string[] = [];
  let budget = MAX_ENTRIES;
  let split: string | undefined;
  const visit = (path: string, root: boolean): boolean => {
    if (budget-- <= 0) return false;
    const stats = lstatOrNothing(path);
    if (stats?.isSymbolicLink()) {
      links.push(path);
      if (!root || !statOrNothing(path)?.isDirectory()) return true;
    } else if (!stats?.isDirectory()) return true;
    for (const name of entriesOf(path)) {
      if (SPLITS.test(name)) split ??= join(path, name);
      if (!visit(join(path, name), false)) return false;
    }
    return true;
  };
  // The roots are kept even when the names below them are not all known, so that credentials they hold deny the call.
  const listed = { roots: [...new Set(roots)], links };
  const large = roots.find((root) => !visit(root, true));
  if (large) return { ...listed, unknown: `${large} is too large to look through for the files ${program} names` };
  if (split) return { ...listed, unknown: `the name "${split}" holds a blank or a quote, so the words ${program} prints are not the names of files` };
  return listed;
}

