import { awkFileTargets } from './awk-program.ts';
import { sedFileTargets } from './sed-script.ts';
import type { CommandPart } from './types.ts';
import { socatAddressFile } from './write-targets.ts';

export type SearchedFiles = 'visible' | 'tracked' | 'named';

/** Which words of a simple command name files, as written (quotes and expansions kept). */
export interface FileArguments {
  /** Files or folders the command opens: its operands and the values of its file options (`-f F`, `--file=F`, `if=F`, `@F`). */
  files: string[];
  /** Folders it reads every file below: grep -r, rg, tar c, cp -r, zip -r, find with -exec. */
  searched: string[];
  /** Folders its relative names are also taken from: `tar -C d`, `git -C d`, `make -C d`. */
  bases: string[];
  /** Given no folder, it reads everything below the folder it runs in (grep -r, rg, find). */
  searchesCwd: boolean;
  /**
   * Which files below `searched` it opens, when not every one: `visible` leaves hidden ones out (rg
   * without --hidden), `tracked` only those git holds (git grep without --untracked), `named` only
   * names find's `-name` tests allow, none an `.env` file's (`find . -name '*.ts' -exec …`).
   */
  searchedFiles?: SearchedFiles;
  /** It opens files named in a list only read when it runs (`tar -T F`, `sort --files0-from=F`, `cpio -o`): what that list is. */
  listedNames?: string;
}

/** How a program reads its words; a program missing here is read generically (every operand, every `--x=value`). */
interface Grammar {
  /** Short options that take a value, as letters. */
  short?: string;
  /** Long options that take a value as the next word. */
  long?: readonly string[];
  /** Options whose value is text, never a file (`-m msg`, `-e pattern`). */
  text?: readonly string[];
  /** The first operand is a pattern or a script, unless one of these options gives it. */
  pattern?: readonly string[];
  /** Whether it reads everything below its operands, given the options seen. */
  recursive?: (options: ReadonlySet<string>, firstWord: string) => boolean;
  /** Options whose value is a folder the relative names are taken from. */
  base?: readonly string[];
  /**
   * Options naming a folder it can read every file below, and where that tree is from the folder: itself
   * (`.`) or its parent (`..`). A repository's objects hold what it tracks: `git -C ~`, `--work-tree=~` or
   * `--git-dir=~/.git` in a home kept in git reads the credential stores. A name that is no option is a
   * variable given to the program (`GIT_WORK_TREE`).
   */
  searchedFrom?: Readonly<Record<string, '.' | '..'>>;
  /** Operands `name=value` give files as their value (dd's `if=F`); elsewhere only a value that looks like a path is one. */
  namedOperands?: boolean;
  /** Options whose value is a file of the names of files it opens (`-T F`, `--files-from=F`). */
  lists?: readonly string[];
  /** Whether, given the options seen, it opens the files named on its standard input (`cpio -o`, `zip -@`). */
  namesFromInput?: (options: ReadonlySet<string>) => boolean;
  /** Whether, given the options seen, its search leaves hidden files (`.env`) out. */
  skipsHidden?: (options: ReadonlySet<string>) => boolean;
}

const any = (...names: string[]) => (options: ReadonlySet<string>) => names.some((name) => options.has(name));

const GREP: Grammar = {
  short: 'efmABCdD',
  long: ['--regexp', '--file', '--max-count', '--after-context', '--before-context', '--context', '--include', '--exclude', '--exclude-dir', '--exclude-from', '--directories', '--devices', '--label', '--binary-files'],
  text: ['-e', '--regexp', '-m', '--max-count', '-A', '-B', '-C', '--after-context', '--before-context', '--context', '--include', '--exclude', '--exclude-dir', '--label', '-d', '--directories', '-D', '--devices', '--binary-files', '--color', '--colour'],
  pattern: ['-e', '-f', '--regexp', '--file'],
  recursive: any('-r', '-R', '--recursive', '--dereference-recursive', '-drecurse', '--directories=recurse'),
};

const RG: Grammar = {
  short: 'efgtTmABCjMErd',
  long: ['--regexp', '--file', '--glob', '--iglob', '--type', '--type-not', '--max-count', '--after-context', '--before-context', '--context', '--threads', '--max-columns', '--encoding', '--replace', '--ignore-file', '--pre', '--pre-glob', '--max-depth', '--max-filesize', '--sort', '--sortr', '--type-add', '--colors', '--color', '--context-separator', '--path-separator'],
  text: ['-e', '--regexp', '-g', '--glob', '--iglob', '-t', '--type', '-T', '--type-not', '-m', '--max-count', '-A', '-B', '-C', '--after-context', '--before-context', '--context', '-j', '--threads', '-M', '--max-columns', '-E', '--encoding', '-r', '--replace', '--pre-glob', '-d', '--max-depth', '--max-filesize', '--sort', '--sortr', '--type-add', '--colors', '--color', '--context-separator', '--path-separator'],
  pattern: ['-e', '-f', '--regexp', '--file', '--files', '--type-list'],
  recursive: () => true,
  // A glob of its own (`-g .env`) takes hidden files in too.
  skipsHidden: (options) => !['--hidden', '-.', '-u', '--unrestricted', '-g', '--glob', '--iglob'].some((name) => options.has(name)) && ![...options].some((name) => /^-u{2,}$/.test(name)),
};

const SED: Grammar = {
  short: 'efl',
  long: ['--expression', '--file', '--line-length'],
  text: ['-e', '--expression', '-l', '--line-length'],
  pattern: ['-e', '-f', '--expression', '--file'],
};

const AWK: Grammar = {
  short: 'fvF',
  long: ['--file', '--assign', '--field-separator'],
  text: ['-v', '-F', '--assign', '--field-separator'],
  pattern: ['-f', '--file'],
};

const COPY: Grammar = {
  short: 'tS',
  long: ['--target-directory', '--suffix'],
  text: ['-S', '--suffix'],
  recursive: any('-r', '-R', '-a', '--recursive', '--archive'),
};

/** tar creates (c), appends (r) or updates (u) from its operands: it then reads every file below them. */
const tarCreates = (options: ReadonlySet<string>, firstWord: string): boolean =>
  any('-c', '-r', '-u', '--create', '--append', '--update')(options) || (!firstWord.startsWith('-') && /[cru]/.test(firstWord));

const GRAMMARS: ReadonlyMap<string, Grammar> = new Map<string, Grammar>([
  ...['grep', 'egrep', 'fgrep', 'zgrep'].map((name): [string, Grammar] => [name, GREP]),
  ...['rg', 'ag', 'ack'].map((name): [string, Grammar] => [name, RG]),
  ['sed', SED],
  ...['awk', 'gawk', 'mawk', 'nawk'].map((name): [string, Grammar] => [name, AWK]),
  ...['cp', 'mv', 'ln', 'install'].map((name): [string, Grammar] => [name, COPY]),
  ['sort', {
    short: 'otkST',
    long: ['--output', '--field-separator', '--key', '--buffer-size', '--temporary-directory', '--files0-from', '--compress-program', '--parallel', '--batch-size'],
    text: ['-t', '-k', '-S', '--field-separator', '--key', '--buffer-size', '--parallel', '--batch-size'],
    lists: ['--files0-from'],
  }],
  ...['wc', 'du'].map((name): [string, Grammar] => [name, { long: ['--files0-from'], lists: ['--files0-from'] }]),
  ['cpio', { short: 'EFIOCHMR', long: ['--pattern-file', '--file', '--format', '--message', '--owner', '--block-size'], text: ['-C', '-H', '-M', '-R', '--format', '--message', '--owner', '--block-size'], namesFromInput: any('-o', '-p', '--create', '--pass-through') }],
  ['tar', {
    short: 'fCTXbHKLNgVI',
    long: ['--file', '--directory', '--files-from', '--exclude-from', '--exclude', '--format', '--blocking-factor', '--use-compress-program', '--transform'],
    text: ['-b', '-H', '-N', '-V', '--exclude', '--format', '--blocking-factor', '--transform'],
    base: ['-C', '--directory'],
    recursive: tarCreates,
    lists: ['-T', '--files-from'],
  }],
  ['dd', { namedOperands: true }],
  ['zip', { short: 'bnPtx', text: ['-n', '-P', '-t', '-x'], recursive: any('-r', '-R', '--recurse-paths'), namesFromInput: any('-@', '--names-stdin') }],
  ['unzip', { short: 'dPx', text: ['-P', '-x'] }],
  ['diff', {
    short: 'xXIFLDU',
    long: ['--exclude', '--exclude-from', '--ignore-matching-lines', '--label', '--ifdef', '--unified', '--from-file', '--to-file'],
    text: ['-x', '-I', '-F', '-L', '-D', '-U', '--exclude', '--ignore-matching-lines', '--label', '--ifdef', '--unified'],
    recursive: any('-r', '--recursive'),
  }],
  ['rsync', {
    short: 'eBfT',
    long: ['--exclude', '--include', '--filter', '--rsh', '--exclude-from', '--include-from', '--files-from', '--password-file', '--chmod'],
    text: ['-e', '--rsh', '-f', '--filter', '--exclude', '--include', '-B', '--chmod'],
    lists: ['--files-from'],
    recursive: any('-r', '-a', '--recursive', '--archive'),
  }],
  ['scp', { short: 'cFiJlPSoD', text: ['-c', '-J', '-l', '-P', '-o'], recursive: any('-r') }],
  ['git', {
    short: 'mCcF',
    long: ['--message', '--author', '--format', '--pretty', '--grep', '--date', '--file', '--since', '--until', '--committer', '--config', '--git-dir', '--work-tree'],
    text: ['-m', '--message', '-c', '--config', '--author', '--format', '--pretty', '--grep', '--date', '--since', '--until', '--committer'],
    base: ['-C'],
    searchedFrom: { '-C': '.', '--work-tree': '.', '--git-dir': '..', GIT_WORK_TREE: '.', GIT_DIR: '..' },
  }],
  ['make', { short: 'fCIjlo', long: ['--file', '--makefile', '--directory', '--include-dir', '--jobs'], text: ['-j', '--jobs', '-l'], base: ['-C', '--directory'] }],
  ['curl', {
    short: 'oTKdFbcEHXAuewr',
    long: ['--output', '--upload-file', '--config', '--data', '--data-binary', '--data-urlencode', '--form', '--cookie', '--cookie-jar', '--cacert', '--cert', '--key', '--header', '--request', '--user-agent', '--user', '--referer', '--write-out', '--data-raw', '--range'],
    text: ['-H', '--header', '-X', '--request', '-A', '--user-agent', '-u', '--user', '-e', '--referer', '-w', '--write-out', '--data-raw', '-r', '--range'],
  }],
]);

/** Programs whose script names files it reads. */
const SCRIPT_READS: ReadonlyMap<string, (args: readonly string[]) => string[]> = new Map([
  ['sed', (args: readonly string[]) => sedFileTargets(args).reads],
  ...['awk', 'gawk', 'mawk', 'nawk'].map((name): [string, (args: readonly string[]) => string[]] => [name, (args) => awkFileTargets(args).reads]),
]);

/** Files a program opens that no word of it names, by what its words ask for. */
const IMPLIED_FILES: ReadonlyMap<string, (args: readonly string[], raws: readonly string[]) => string[]> = new Map([
  ['ps', (args: readonly string[]) => (psShowsEnvironments(args) ? ["'/proc/*/environ'"] : [])],
  // socat opens the files of its addresses (`FILE:$HOME/.netrc`, `OPEN:f,creat`, both sides of `r!!w`): as written, in its double quotes, else literally.
  ['socat', (args: readonly string[], raws: readonly string[]) => args.flatMap((arg, index) => arg.split('!!').flatMap((address, side) => {
    const file = socatAddressFile(address);
    if (file === undefined) return [];
    const raw = raws[index] ?? '';
    const doubleQuoted = /^"[^"]*"$/.test(raw);
    const written = /^'/.test(raw) || (/^"/.test(raw) && !doubleQuoted) ? undefined : socatAddressFile((doubleQuoted ? raw.slice(1, -1) : raw).split('!!')[side] ?? '');
    if (written === undefined) return [`'${file.replaceAll("'", "'\\''")}'`];
    return [doubleQuoted ? `"${written}"` : written];
  }))],
]);

/** ps's options whose value is the next word: short ones (`-o pid`, `-u root`), long ones (`--sort cpu`), BSD letters (`o pid`, `U root`). */
const PS_VALUED = { short: /^-[a-zA-Z]*[oOpqstuUgGC]$/, long: /^--(?:format|sort|pid|ppid|sid|user|group|tty|cols|columns|lines|rows|width|quick-pid|User|Group)$/, bsd: /[oOpqtUk]$/ };

/** `ps e`, `ps eww`, `ps auxe`: the BSD `e` (a word of letters without a dash) prints every process's environment, read from /proc/<pid>/environ. */
function psShowsEnvironments(args: readonly string[]): boolean {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith('-')) {
      if (PS_VALUED.short.test(arg) || PS_VALUED.long.test(arg)) i++;
    } else if (/^[a-zA-Z]+$/.test(arg)) {
      if (arg.includes('e')) return true;
      if (PS_VALUED.bsd.test(arg)) i++;
    }
  }
  return false;
}

/** find's tests whose value is a file; every other value (-name, -path, -size, -printf…) is text. */
const FIND_FILE_TESTS = new Set(['-newer', '-anewer', '-cnewer', '-samefile', '-files0-from', '-fprint', '-fprint0', '-fprintf', '-fls']);
const FIND_EXECS = new Set(['-exec', '-execdir', '-ok', '-okdir']);

/** Whether a `NAME=` or `--option=` prefix ends at `at`: plain characters only, so the split needs no quoting. */
const PLAIN_PREFIX = /^[\w.-]+$/;

/** A value that may name a file outside the folder the command runs in, or through an expansion or a glob. */
const PATH_LIKE = /[/~$`*?[]|^@?\./;

const NO_GRAMMAR: Grammar = {};
const sets = new WeakMap<Grammar, { takesValue: ReadonlySet<string>; text: ReadonlySet<string> }>();

/** A grammar's long options that take a value, and its options whose value is text: made once per grammar. */
function optionSets(grammar: Grammar): { takesValue: ReadonlySet<string>; text: ReadonlySet<string> } {
  let made = sets.get(grammar);
  if (!made) {
    made = { takesValue: new Set(grammar.long ?? []), text: new Set(grammar.text ?? []) };
    sets.set(grammar, made);
  }
  return made;
}

/** The words of a part that name files; for find, only its starting points and file tests. */
export function fileArguments(part: CommandPart): FileArguments {
  if (part.program === 'find') return findArguments(part);
  const grammar = GRAMMARS.get(part.program) ?? NO_GRAMMAR;
  const found: FileArguments = { files: [], searched: [], bases: [], searchesCwd: false };
  const short = grammar.short ?? '';
  const { takesValue, text } = optionSets(grammar);
  const options = new Set<string>();
  const operands: string[] = [];
  const values = part.argv;
  const raws = part.words;
  let optionsEnded = false;
  const value = (option: string, raw: string | undefined) => {
    if (raw === undefined || text.has(option)) return;
    found.files.push(...operandForms(raw, false));
    if (grammar.lists?.includes(option)) found.listedNames ??= `the files named in ${raw}`;
    if (grammar.base?.includes(option)) found.bases.push(raw);
    const tree = grammar.searchedFrom && Object.hasOwn(grammar.searchedFrom, option) ? grammar.searchedFrom[option] : undefined;
    if (tree) found.searched.push(tree === '.' ? raw : `${raw}/..`);
  };
  // A variable given to the program that names a tree it reads (`GIT_WORK_TREE=~ git diff`), as its option would.
  for (const assignment of part.envAssignments) {
    const name = assignment.slice(0, Math.max(0, assignment.indexOf('=')));
    if (grammar.searchedFrom && Object.hasOwn(grammar.searchedFrom, name)) value(name, afterEquals(assignment));
  }
  for (let i = 1; i < values.length; i++) {
    const word = values[i];
    const raw = raws[i];
    if (optionsEnded || word === '-' || !word.startsWith('-')) {
      operands.push(raw);
    } else if (word === '--') {
      optionsEnded = true;
    } else if (word.startsWith('--')) {
      const equals = word.indexOf('=');
      const name = equals < 0 ? word : word.slice(0, equals);
      options.add(name);
      options.add(word);
      if (equals >= 0 && (takesValue.has(name) || PATH_LIKE.test(word.slice(equals + 1)))) value(name, afterEquals(raw));
      else if (takesValue.has(name)) value(name, raws[++i]);
    } else {
      for (let j = 1; j < word.length; j++) {
        const name = `-${word[j]}`;
        options.add(name);
        if (!short.includes(word[j])) continue;
        if (j + 1 < word.length) {
          options.add(name + word.slice(j + 1));
          value(name, attachedValue(raw, word, j + 1));
        } else value(name, raws[++i]);
        break;
      }
      if (!grammar.short) {
        // Unknown options: a value glued to one (`-f/x`, `-I~/y`) may be a file.
        const glued = word.slice(2);
        if (glued.length > 1 && /^[/~$.]/.test(glued)) found.files.push(attachedValue(raw, word, 2) ?? glued);
      }
    }
  }
  if (grammar.namesFromInput?.(options)) found.listedNames ??= 'the files named on its input';
  // Files its script reads by name (`sed 'r F'`, awk's `getline < "F"`), as one quoted word each: no shell expands them.
  for (const file of SCRIPT_READS.get(part.program)?.(values.slice(1)) ?? []) found.files.push(`'${file.replaceAll("'", "'\\''")}'`);
  found.files.push(...(IMPLIED_FILES.get(part.program)?.(values.slice(1), raws.slice(1)) ?? []));
  const givesPattern = grammar.pattern?.some((option) => options.has(option)) ?? true;
  const paths = grammar.pattern && !givesPattern ? operands.slice(1) : operands;
  for (const raw of paths) found.files.push(...operandForms(raw, grammar.namedOperands ?? false));
  if (grammar.recursive?.(options, values[1] ?? '')) {
    found.searched.push(...paths);
    found.searchesCwd = paths.length === 0;
    if (grammar.skipsHidden?.(options)) found.searchedFiles = 'visible';
  }
  if (part.program === 'git') gitReads(values, found);
  return found;
}

/** Git commands that print what a `<rev>:<path>` names, and `git grep`, which reads the files git holds below where it runs. */
const GIT_CONTENT_COMMANDS = new Set(['show', 'cat-file', 'diff', 'difftool', 'archive', 'grep', 'log']);

/**
 * What git reads beyond its file operands: `HEAD:.env`, `:.env` and `:0:.env` print that path's stored
 * content (the path is counted from where git runs: the top of the work tree, nearly always), and
 * `git grep` searches the files it holds there, or every file with --untracked or --no-index.
 */
function gitReads(argv: readonly string[], found: FileArguments): void {
  const command = argv.slice(1).find((arg, index, args) => !arg.startsWith('-') && !['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env'].includes(args[index - 1] ?? ''));
  if (command === undefined || !GIT_CONTENT_COMMANDS.has(command)) return;
  for (const arg of argv.slice(argv.indexOf(command) + 1)) {
    const stored = /^(?:[^-:][^:]*|:\d)?:(?!\/)(.+)$/.exec(arg);
    if (stored && !arg.includes('://')) found.files.push(`'${stored[1].replaceAll("'", "'\\''")}'`);
  }
  if (command === 'grep') {
    found.searched.push('.');
    if (!argv.includes('--untracked') && !argv.includes('--no-index')) found.searchedFiles = 'tracked';
  }
}

/** An operand, and the files it may name inside: `if=F` (dd), `@F` (curl -d), `x=@F` (curl -F), `--out=~/x`. */
function operandForms(raw: string, named: boolean): string[] {
  const forms = [raw];
  const value = afterEquals(raw);
  if (value !== undefined && (named || PATH_LIKE.test(value))) forms.push(value);
  for (const form of [...forms]) if (form.startsWith('@') && form.length > 1) forms.push(form.slice(1));
  return forms;
}


function afterEquals(raw: string): string | undefined {
  const equals = raw.indexOf('=');
  return equals > 0 && PLAIN_PREFIX.test(raw.slice(0, equals)) ? raw.slice(equals + 1) : undefined;
}

/** The raw text of an option's glued value, when the option's letters are written plainly (`-f~/x` → `~/x`). */
function attachedValue(raw: string, word: string, from: number): string | undefined {
  return raw.startsWith(word.slice(0, from)) ? raw.slice(from) : undefined;
}

function findArguments(part: CommandPart): FileArguments {
  const found: FileArguments = { files: [], searched: [], bases: [], searchesCwd: false };
  const starts: string[] = [];
  let i = 1;
  // Leading -H/-L/-P/-O3/-D opts come before the starting points.
  while (i < part.argv.length && /^-(?:[HLP]|O\d*|D)$/.test(part.argv[i])) i += part.argv[i] === '-D' ? 2 : 1;
  for (; i < part.argv.length && !/^[-(!),]/.test(part.argv[i]); i++) starts.push(part.words[i]);
  let runs = false;
  for (; i < part.argv.length; i++) {
    if (part.argv[i] === '-files0-from' && i + 1 < part.argv.length) found.listedNames ??= `the starting points named in ${part.words[i + 1]}`;
    if (FIND_FILE_TESTS.has(part.argv[i]) && i + 1 < part.argv.length) found.files.push(part.words[++i]);
    if (FIND_EXECS.has(part.argv[i])) runs = true;
  }
  found.files.push(...starts);
  if (runs) {
    found.searched.push(...starts);
    found.searchesCwd = starts.length === 0;
    if (findNamesNoEnvFile(part.argv)) found.searchedFiles = 'named';
  }
  return found;
}

/** Names an `.env` file may have, for telling whether a `-name` pattern can match one. */
const ENV_FILE_NAMES = ['.env', '.envrc', '.env.local', '.env.production'];

/**
 * Whether `find` passes on only names its `-name`/`-iname` tests allow, and one of them allows no
 * `.env` file's name (`-name '*.ts'`): its expression has no `-o`, `,` or negation that could let
 * other names through.
 */
export function findNamesNoEnvFile(argv: readonly string[]): boolean {
  if (argv.some((arg) => ['-o', '-or', ',', '!', '-not'].includes(arg))) return false;
  return argv.some((arg, at) => {
    if ((arg !== '-name' && arg !== '-iname') || argv[at + 1] === undefined) return false;
    const pattern = fnmatchPattern(argv[at + 1], arg === '-iname');
    return !ENV_FILE_NAMES.some((name) => pattern.test(name));
  });
}

/** A find `-name` pattern (`*`, `?`, `[…]`, a backslash quoting) as a regular expression. */
function fnmatchPattern(glob: string, ignoreCase: boolean): RegExp {
  const source = glob.replace(/\\(.)|([*?])|(\[[^\]]*\])|([.+^${}()|\\/])/g, (_, quoted: string | undefined, wild: string | undefined, set: string | undefined, special: string | undefined) =>
    quoted !== undefined ? quoted.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') : wild === '*' ? '.*' : wild === '?' ? '.' : set !== undefined ? set.replace(/^\[!/, '[^') : `\\${special}`);
  try {
    return new RegExp(`^${source}$`, ignoreCase ? 'is' : 's');
  } catch {
    return /.*/s;
  }
}
