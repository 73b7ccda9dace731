import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { A_NUMBER, expandWord, isPlainWord, type ExpansionScope } from './expansion.ts';
import { fileArguments, type SearchedFiles } from './file-arguments.ts';
import { knownInputs, type KnownInputs, type ListedFiles } from './known-inputs.ts';
import type { Assignment, CommandAnalysis, CommandPart } from './types.ts';
import { excerpt } from './words.ts';

/** What the shell starts with, and where. */
export interface ShellStart {
  cwd: string;
  /** The home folder `~` stands for in the permission rules. */
  home: string;
  /** The environment the command's shell starts with. */
  environment: Readonly<Record<string, string | undefined>>;
  /** The whole command line, to find variables set by more than a plain assignment. */
  command: string;
}

/** The files a command line will touch, with every word expanded as the shell will expand it. */
export interface TouchedPaths {
  /** For each part of the analysis, in order; undefined for a program that opens no file its words name (echo, test, export). */
  parts: Array<PartPaths | undefined>;
  /** For each file read by a `<` redirection (`analysis.reads`), the files it stands for. */
  reads: string[][];
  /** For each file written by a `>` redirection (`analysis.writes`), the files it stands for. */
  writes: string[][];
  /** For each part, the folders it may run in (after the line's `cd`s); undefined where only running it tells. */
  folders: Array<readonly string[] | undefined>;
  /** For each file a part runs as code (`analysis.codeFiles`), the files it stands for. */
  codeFiles: string[][];
  /** Why some file the command names is only known when it runs: the person is asked. */
  unknown?: string;
}

export interface PartPaths {
  /** Absolute, with `..` and symlinks still as written, so that they are followed as the kernel will. */
  files: string[];
  /** Folders whose every file the part reads. */
  searched: string[];
  /** Which of those files it opens when not every one (see `FileArguments.searchedFiles`). */
  searchedFiles?: SearchedFiles;
}

/** Programs whose words never name a file they open; their words are judged as written. */
const OPENS_NO_FILES = new Set([
  'echo', 'printf', 'true', 'false', ':', 'test', '[', '[[', 'export', 'declare', 'typeset', 'local', 'readonly', 'unset',
  'set', 'shift', 'exit', 'return', 'break', 'continue', 'sleep', 'kill', 'wait', 'jobs', 'basename', 'dirname', 'expr',
  'seq', 'let', 'read', 'type', 'which', 'command', 'umask', 'printenv', 'getopts', 'popd', 'dirs', 'shopt', 'hash',
]);

/** Variables that hold some number; `$$` and `$BASHPID` are the shell itself, so `/proc/$$` is `/proc/self`. */
const NUMBERS: ReadonlyMap<string, string[]> = new Map([
  ...['!', '?', '#', 'PPID', 'UID', 'EUID', 'RANDOM', 'SRANDOM', 'SECONDS', 'LINENO', 'EPOCHSECONDS', 'SHLVL'].map((name): [string, string[]] => [name, [A_NUMBER]]),
  ...['$', 'BASHPID'].map((name): [string, string[]] => [name, ['self', A_NUMBER]]),
]);

/** Variables bash sets itself, or whose value no one can tell before the command runs. */
const SET_BY_BASH = new Set([
  'HOSTNAME', 'HOSTTYPE', 'BASH', 'BASH_SOURCE',
  'BASH_ARGV', 'BASH_ARGC', 'BASH_COMMAND', 'BASH_REMATCH', 'BASH_SUBSHELL', 'SHLVL', 'PIPESTATUS', 'FUNCNAME', 'GROUPS',
  'EPOCHSECONDS', 'EPOCHREALTIME', 'SHELLOPTS', 'BASHOPTS', 'IFS', 'OPTARG', 'OPTIND', 'REPLY', 'MACHTYPE', 'OSTYPE',
  'DIRSTACK', 'HISTFILE', 'COPROC', 'MAPFILE', 'BASH_EXECUTION_STRING', '_',
]);

/** Variables an empty value of which has a meaning bash gives it (no CDPATH, no OLDPWD yet); any other unset one names nothing Deft knows. */
const UNSET_IS_EMPTY = new Set(['CDPATH', 'OLDPWD', 'GLOBIGNORE']);

const SECRET_NAME = /KEY|TOKEN|SECRET|PASS|CREDENTIAL|AUTH|COOKIE|SESSION/i;
const SPECIAL_PARAMETER = /^[0-9@*#?$!-]$/;
const MAX_CWDS = 32;
const MAX_DEPTH = 4;

/** Every file the parts of `analysis` open, as the shell will expand their words from `start`. */
export function touchedPaths(analysis: CommandAnalysis, start: ShellStart): TouchedPaths {
  const found: TouchedPaths = { parts: [], reads: [], writes: [], folders: [], codeFiles: [] };
  const note = (reason: string | undefined) => {
    found.unknown ??= reason;
  };
  const inputs: KnownInputs = knownInputs({
    analysis,
    command: start.command,
    environment: start.environment,
    expand: (raw, index) => {
      const outer = cwds;
      cwds = foldersOf(index);
      try {
        return paths(raw, cwds ?? [start.cwd]);
      } finally {
        cwds = outer;
      }
    },
    cwds: (index) => foldersOf(index),
  });
  // A loop's words are globbed in every folder the line may run in, which are known once every cd is.
  let cdsKnown = false;
  const variables = variableTable(analysis, start, inputs, () => (cdsKnown ? allFolders(analysis.parts.length, foldersOf) : undefined));
  const foldersOf = folders(analysis.parts, start, variables, note);
  cdsKnown = true;
  let cwds: string[] | undefined = [start.cwd];
  /** Where a word that stands for listed files adds them: the part being read, or nowhere (a redirection, a base folder). */
  let listedInto: ((listed: ListedFiles | { unknown: string }) => void) | undefined;
  const globsChanged = changedGlobbing(analysis, start);
  const paths = (raw: string, bases: readonly string[]): string[] => {
    if (globsChanged && /[*?[]/.test(raw)) {
      note(`${globsChanged}, so what "${excerpt(raw)}" matches cannot be checked`);
      return [];
    }
    const expansion = isPlainWord(raw) ? { words: [raw] } : expandWord(raw, scopeOf(variables, start, cwds ?? [start.cwd], inputs));
    if ('unknown' in expansion) {
      note(expansion.unknown);
      return [];
    }
    return expansion.words.flatMap((word) => {
      const listed = inputs.listed(word, currentPart);
      if (listed) {
        if (listedInto) listedInto(listed);
        else note(`"${excerpt(raw)}" is the output of a command, which is only known when the command runs`);
        return [];
      }
      if (!word.startsWith('/') && !word.startsWith('~') && cwds === undefined) note(`"${excerpt(raw)}" is taken from a folder that is only known when the command runs`);
      return absolute(word, bases, start.home, note);
    });
  };
  let currentPart = analysis.parts.length;
  analysis.parts.forEach((part, index) => {
    cwds = foldersOf(index);
    found.folders.push(cwds);
    if (OPENS_NO_FILES.has(part.program)) {
      found.parts.push(undefined);
      return;
    }
    currentPart = index;
    const listedFiles: string[] = [];
    const listedRoots: string[] = [];
    let listingsLeaveOutEnvFiles = true;
    const addListed = (listed: ListedFiles | { unknown: string }) => {
      note(listed.unknown);
      if (!('roots' in listed)) return;
      listedFiles.push(...listed.roots, ...listed.links);
      listedRoots.push(...listed.roots);
      listingsLeaveOutEnvFiles &&= listed.envFilesLeftOut === true;
    };
    if (part.argumentsFromInput) addListed(inputs.fromInput(index));
    const args = fileArguments(part);
    if (args.listedNames) note(`${part.program} opens ${args.listedNames}, which are only known when the command runs`);
    const bases = [...(cwds ?? [start.cwd]), ...args.bases.flatMap((raw) => paths(raw, cwds ?? [start.cwd]))];
    listedInto = addListed;
    const searched = args.searched.flatMap((raw) => paths(raw, bases));
    const files = args.files.flatMap((raw) => paths(raw, bases));
    listedInto = undefined;
    // A listing's names are opened whatever the program's own search leaves out (`find . | xargs rg x` opens ./.env).
    const ownSearch = args.searched.length > 0 || args.searchesCwd;
    const opened = listedRoots.length > 0 && !listingsLeaveOutEnvFiles ? undefined : ownSearch ? args.searchedFiles : listedRoots.length > 0 ? 'named' : undefined;
    found.parts.push({
      files: [...files, ...listedFiles],
      searched: [...searched, ...listedRoots, ...(args.searchesCwd ? (cwds ?? [start.cwd]) : [])],
      ...(opened && { searchedFiles: opened }),
    });
  });
  found.codeFiles = analysis.codeFiles.map(({ part, word }) => {
    currentPart = part;
    cwds = foldersOf(part);
    return paths(word, cwds ?? [start.cwd]);
  });
  currentPart = analysis.parts.length;
  cwds = foldersOf(analysis.parts.length);
  found.reads = analysis.reads.map((raw) => paths(raw, cwds ?? [start.cwd]));
  found.writes = analysis.writeWords.map((raw) => paths(raw, cwds ?? [start.cwd]));
  return found;
}

function absolute(word: string, bases: readonly string[], home: string, note: (reason: string) => void): string[] {
  if (word === '~' || word.startsWith('~/')) return [home + word.slice(1)];
  if (!word.startsWith('/')) return bases.map((base) => `${base}/${word}`);
  const tidy = word.replace(/\/+/g, '/').replace(/\/\.(?=\/|$)/g, '') || '/';
  const other = OTHER_PROCESS_LINK.exec(tidy);
  if (other?.[1] === 'cwd') {
    note(`"${excerpt(word)}" goes through the folder of another process, which is only known when it runs`);
    return [];
  }
  if (other) return [`/${tidy.slice(other[0].length + 1)}`];
  const proc = throughOwnProc(tidy);
  if (proc === undefined) {
    if (/^\/proc\//.test(tidy) && /\/\.\.(?:\/|$)/.test(tidy)) {
      note(`"${excerpt(word)}" goes through /proc in a way the check cannot follow`);
      return [];
    }
    return [word];
  }
  switch (proc.kind) {
    case 'descriptor':
      return [];
    case 'unknown':
      note(`"${excerpt(word)}" goes through /proc in a way the check cannot follow`);
      return [];
    case 'root':
      return [`/${proc.rest}`];
    case 'cwd':
      return bases.map((base) => (proc.rest === '' ? base : `${base}/${proc.rest}`));
    case 'proc':
      return [proc.path];
  }
}

/** Where a path through the shell's own /proc entry leads (`/dev/fd` is `/proc/self/fd`, `/dev/stdin` its descriptor 0). */
type OwnProcPath =
  /** `/dev/fd/N`, `/proc/self/fd/N`, `/dev/stdin`: a descriptor, whose file a redirection names. */
  | { kind: 'descriptor' }
  /** `…/root/x` is `/x`, `…/cwd/x` is `x` in the folder the command runs in: `rest` is `x`, with its `..` kept for the kernel. */
  | { kind: 'root' | 'cwd'; rest: string }
  /** Another file of the shell's own /proc entry (`/proc/self/environ`), with `fd/..` and kin folded. */
  | { kind: 'proc'; path: string }
  /** Below a descriptor (`/dev/fd/3/x`: a folder opened on 3), or up out of the own entry into other processes'. */
  | { kind: 'unknown' };

/** `/proc/N/root` (the same `/` as the shell's, for a process in its mount namespace) and `/proc/N/cwd` of a process named by its number. */
const OTHER_PROCESS_LINK = /^\/proc\/\d+(?:\/task\/\d+)?\/(root|cwd)(?=\/|$)/;
const OWN_PROC = /^\/proc\/(?:self|thread-self|self\/task\/[^/]+)(?=\/|$)/;
const STANDARD_STREAMS: Readonly<Record<string, string>> = { '/dev/stdin': '0', '/dev/stdout': '1', '/dev/stderr': '2' };

/**
 * Follows a path into the shell's own /proc entry segment by segment, as the kernel does: `fd/..`
 * is the entry again (fd is a real folder), `root` and `cwd` are links to leave by, and `fd/N` is a
 * descriptor only when nothing follows it. Undefined for a path that is not in the own entry.
 */
function throughOwnProc(path: string): OwnProcPath | undefined {
  const stream = Object.keys(STANDARD_STREAMS).find((name) => path === name || path.startsWith(`${name}/`));
  const inProc = stream
    ? `/proc/self/fd/${STANDARD_STREAMS[stream]}${path.slice(stream.length)}`
    : path === '/dev/fd' || path.startsWith('/dev/fd/') ? `/proc/self${path.slice(4)}` : path;
  const own = OWN_PROC.exec(inProc);
  if (!own) return undefined;
  // Where in the own entry the walk is: [] for /proc/self, ['task', id] for a thread's.
  const at = own[0] === '/proc/self' ? [] : own[0] === '/proc/thread-self' ? ['task', 'self'] : own[0].split('/').slice(3);
  const segments = inProc.slice(own[0].length).split('/').filter(Boolean);
  const atEntry = () => at.length === 0 || (at.length === 2 && at[0] === 'task');
  const inDescriptors = () => at[at.length - 1] === 'fd' && (at.length === 1 || (at.length === 3 && at[0] === 'task'));
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment === '..') {
      if (at.length === 0) return { kind: 'unknown' };
      at.pop();
    } else if (inDescriptors()) {
      return i === segments.length - 1 && /^\d+$/.test(segment) ? { kind: 'descriptor' } : { kind: 'unknown' };
    } else if (atEntry() && (segment === 'root' || segment === 'cwd')) {
      return { kind: segment, rest: segments.slice(i + 1).join('/') };
    } else {
      at.push(segment);
    }
  }
  if (inDescriptors()) return { kind: 'descriptor' };
  return { kind: 'proc', path: ['/proc/self', ...at].join('/') };
}

/**
 * Why globs may match otherwise than bash's defaults (which `globPaths` follows): `shopt -s
 * nocaseglob`, `dotglob`, `extglob`, `globstar`… anywhere in the line, GLOBIGNORE (which turns
 * dotglob on), or options the shell starts with (BASHOPTS).
 */
function changedGlobbing(analysis: CommandAnalysis, start: ShellStart): string | undefined {
  const shopt = analysis.parts.find((part) => part.program === 'shopt' && part.argv.includes('-s') && part.argv.slice(1).some((arg) => !/^-[a-z]+$/.test(arg) && (/glob/.test(arg) || /[$`*?]/.test(arg))));
  if (shopt) return `\`${excerpt(shopt.command, 40)}\` changes how globs match`;
  if (analysis.assignments.some((assignment) => assignment.name === 'GLOBIGNORE') || start.environment.GLOBIGNORE) return 'GLOBIGNORE makes globs match names that begin with a dot';
  if (/glob/.test(start.environment.BASHOPTS ?? '')) return `the shell starts with ${start.environment.BASHOPTS}, which changes how globs match`;
  return undefined;
}

/** What a variable may hold when it is expanded: its value at the start, and every value the line assigns it. */
interface VariableTable {
  values(name: string): string[] | { unknown: string };
}

function variableTable(analysis: CommandAnalysis, start: ShellStart, inputs: KnownInputs, loopFolders: () => string[] | undefined): VariableTable {
  const assigned = new Map<string, Assignment[]>();
  for (const assignment of analysis.assignments) assigned.set(assignment.name, [...(assigned.get(assignment.name) ?? []), assignment]);
  const sources = analysis.parts.some((part) => part.program === 'source' || part.program === '.');
  const memo = new Map<string, string[] | { unknown: string }>();
  const unknown = (name: string, why = 'is not known before the command runs') => ({
    unknown: `$${name} ${why}, so the file it names cannot be checked`,
  });

  const initial = (name: string): string[] => {
    if (name === 'HOME') return unique([start.home, start.environment.HOME ?? start.home]);
    if (name === 'USER' || name === 'LOGNAME') return [start.environment[name] ?? userInfo().username];
    return [start.environment[name] ?? ''];
  };
  const table: VariableTable = {
    values(name) {
      const known = memo.get(name);
      if (known) return known;
      memo.set(name, unknown(name, 'refers to itself'));
      const values = compute(name, 0);
      memo.set(name, values);
      return values;
    },
  };
  const compute = (name: string, depth: number): string[] | { unknown: string } => {
    const number = NUMBERS.get(name);
    if (number) return number;
    if (SPECIAL_PARAMETER.test(name) || SET_BY_BASH.has(name)) return unknown(name);
    if (SECRET_NAME.test(name)) return unknown(name, 'may hold a secret and is not expanded here');
    if (sources) return unknown(name, 'may be set by the script the command sources');
    const looped = inputs.loopWords(name);
    if (looped && !Array.isArray(looped)) return looped;
    if (setWhileRunning(name, start.command, looped !== undefined)) return unknown(name, 'is set while the command runs (a loop, read, printf -v…)');
    if (looped === undefined && start.environment[name] === undefined && !assigned.has(name) && !UNSET_IS_EMPTY.has(name)) return unknown(name, 'is not set in the environment Deft starts commands with');
    const values = new Set(initial(name));
    if (looped) {
      const expansion = loopValues(looped, name, table, start, inputs, loopFolders());
      if ('unknown' in expansion) return expansion;
      for (const word of expansion.words) values.add(word);
    }
    for (const assignment of assigned.get(name) ?? []) {
      if (assignment.operator !== '=' || assignment.value.startsWith('(') || depth >= MAX_DEPTH) return unknown(name);
      const inner = scopeOf({ values: (other) => (other === name ? initial(name) : table.values(other)) }, start, [start.cwd]);
      const expansion = expandWord(assignment.value, inner, 'assignment');
      if ('unknown' in expansion) return expansion;
      for (const word of expansion.words) values.add(word);
    }
    return [...values];
  };
  return table;
}

/**
 * The values a loop variable takes: each word of its loops, expanded (globs in every folder the line
 * may run in). Nothing the loops run over is known when a folder is not.
 */
function loopValues(
  words: readonly string[],
  name: string,
  table: VariableTable,
  start: ShellStart,
  inputs: KnownInputs,
  cwds: string[] | undefined,
): { words: string[] } | { unknown: string } {
  if (!cwds) return { unknown: `$${name} runs over words expanded in a folder only known when the command runs` };
  const scope = scopeOf(table, start, cwds, inputs);
  const values: string[] = [];
  for (const raw of words) {
    const expansion = expandWord(raw, scope);
    if ('unknown' in expansion) return expansion;
    values.push(...expansion.words);
  }
  return { words: values };
}

/** Every folder some part may run in; undefined when one is only known at run time. */
function allFolders(count: number, foldersOf: (index: number) => string[] | undefined): string[] | undefined {
  const all = new Set<string>();
  for (let index = 0; index <= count; index++) {
    const cwds = foldersOf(index);
    if (!cwds) return undefined;
    for (const cwd of cwds) all.add(cwd);
  }
  return [...all];
}

/** Loops (unless `loopsKnown`: their words are followed), read, mapfile, printf -v, getopts, `${x:=…}`, arithmetic and namerefs set variables the analysis does not follow. */
function setWhileRunning(name: string, command: string, loopsKnown: boolean): boolean {
  if (!command.includes(name)) return false;
  const n = name.replace(/[^\w]/g, '');
  const patterns = [
    ...(loopsKnown ? [] : [`\\b(?:for|select)\\s+${n}\\b`]),
    `\\b(?:read|mapfile|readarray|getopts)\\b[^;&|\\n]*\\s${n}\\b`,
    `\\bprintf\\s[^;&|\\n]*-v\\s*${n}\\b`,
    `\\$\\{${n}:?=`,
    `(?:\\blet\\b|\\(\\()[^;&|\\n]*\\b${n}\\s*(?:[-+*/%&|^]|<<|>>)?=`,
    `(?:\\blet\\b|\\(\\()[^;&|\\n]*(?:\\+\\+|--)\\s*${n}\\b|\\b${n}\\s*(?:\\+\\+|--)`,
    `\\b(?:declare|typeset|local)\\s+-\\w*n\\w*\\s+${n}\\b`,
    `\\{${n}\\}[<>]`,
    `\\bcoproc\\s+${n}\\b`,
  ];
  return new RegExp(patterns.join('|')).test(command);
}

/** `inputs`: what the output of a command that lists files stands for; without them, any output is unknown. */
function scopeOf(variables: VariableTable, start: ShellStart, cwds: readonly string[], inputs?: KnownInputs): ExpansionScope {
  return {
    ...(inputs && { output: (command: string) => inputs.output(command) }),
    variable: (name) => (name === 'PWD' ? [...cwds] : name === 'OLDPWD' ? oldPwd(variables, cwds) : variables.values(name)),
    homes: homesOf(variables),
    homeOf: (user) => homeOfUser(user),
    cwds,
  };
}

function homesOf(variables: VariableTable): string[] {
  const homes = variables.values('HOME');
  return Array.isArray(homes) ? homes : [];
}

function oldPwd(variables: VariableTable, cwds: readonly string[]): string[] | { unknown: string } {
  const values = variables.values('OLDPWD');
  return Array.isArray(values) ? unique([...values, ...cwds]) : values;
}

/** Loops, functions and traps run a part again after a later cd; a bare pipeline or list runs each part once, in order. */
const RUNS_AGAIN = /\b(?:for|while|until|select|function|trap|coproc)\b|\(\s*\)/;

/**
 * The folders each part may run in (by its index; the parts' count for redirections): the start, and
 * where every cd and pushd before it may lead — every cd of the line, counted from every folder, when
 * a loop, function or trap may run a part after a later cd. Undefined when a cd goes somewhere only
 * known at run time.
 */
function folders(parts: readonly CommandPart[], start: ShellStart, variables: VariableTable, note: (reason: string) => void): (index: number) => string[] | undefined {
  const moves = parts.flatMap((part, index) => (part.program === 'cd' || part.program === 'pushd' ? [index] : []));
  if (moves.length === 0) return () => [start.cwd];
  if (RUNS_AGAIN.test(start.command)) {
    const all = reachable(moves.map((index) => parts[index]), [start.cwd], 2, start, variables, note);
    return () => all;
  }
  const after = new Map<number, string[] | undefined>();
  let cwds: string[] | undefined = [start.cwd];
  for (const index of moves) {
    if (cwds) cwds = reachable([parts[index]], cwds, 1, start, variables, note);
    after.set(index, cwds);
  }
  return (index) => {
    const last = moves.filter((move) => move < index).pop();
    return last === undefined ? [start.cwd] : after.get(last);
  };
}

function reachable(
  moves: readonly CommandPart[],
  from: readonly string[],
  rounds: number,
  start: ShellStart,
  variables: VariableTable,
  note: (reason: string) => void,
): string[] | undefined {
  let cwds = [...from];
  for (let round = 0; round < rounds; round++) {
    const next = new Set(cwds);
    for (const move of moves) {
      const scope = scopeOf(variables, start, cwds);
      const target = move.argv.findIndex((arg, index) => index > 0 && (!arg.startsWith('-') || arg === '-'));
      const raw = target < 0 ? '~' : move.argv[target] === '-' ? '"$OLDPWD"' : move.words[target];
      if (/^[+-]\d+$/.test(move.argv[target] ?? '')) continue;
      const expansion = expandWord(raw, scope);
      if ('unknown' in expansion) {
        note(`${move.program} goes to a folder only known when the command runs (${expansion.unknown})`);
        return undefined;
      }
      const cdPaths = variables.values('CDPATH');
      if (!Array.isArray(cdPaths)) {
        note(`${move.program} may go to a folder of CDPATH, and ${cdPaths.unknown}`);
        return undefined;
      }
      const cdPath = cdPaths.flatMap((value) => value.split(':')).filter(Boolean).flatMap((entry) => absolute(entry, cwds, start.home, note));
      for (const word of expansion.words.slice(0, 1)) {
        const relative = !word.startsWith('/') && !word.startsWith('~');
        const bases = relative && !/^\.\.?(?:\/|$)/.test(word) ? [...cwds, ...cdPath] : cwds;
        for (const path of absolute(word, bases, start.home, note)) next.add(collapse(path));
      }
    }
    if (next.size > MAX_CWDS) {
      note(`the command moves through more than ${MAX_CWDS} folders`);
      return undefined;
    }
    cwds = [...next];
  }
  return cwds;
}

/** A folder path without `.` and `..`, the way bash keeps $PWD after a logical cd. */
function collapse(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

let passwd: Map<string, string> | undefined;

/** A user's home folder from /etc/passwd (read once). */
function homeOfUser(user: string): string | undefined {
  if (!passwd) {
    passwd = new Map();
    try {
      for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
        const fields = line.split(':');
        if (fields.length >= 6) passwd.set(fields[0], fields[5]);
      }
    } catch {
      // No passwd file (macOS keeps users elsewhere): only the current user is known.
    }
    const me = userInfo();
    passwd.set(me.username, me.homedir);
  }
  return passwd.get(user);
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
