import { fullLongOptions, hasOption, optionValue, parseOptions, type OptionGrammar } from './option-grammar.ts';
import { AWK_LONG_OPTIONS, awkFileTargets, stripAwkStrings } from './awk-program.ts';
import { codeFile, type CodeFile } from './code-files.ts';
import { interpreterInput, PYTEST_DEBUGGING } from './interpreter-input.ts';
import { LESS_NAMES, lessStartKeys } from './pager-keys.ts';
import { ipValuedOption, NETCAT_NAMES } from './runners.ts';
import { sedExecutions, sedFileTargets, sedScriptFiles } from './sed-script.ts';
import { dotCommandOf, SQL_REACHING_FILES, SQLITE_GRAMMAR, sqliteLines } from './sqlite-shell.ts';
import { excerpt, withoutBuildSuffix, type Word } from './words.ts';
import { coreMessageOf } from '../../../../shared/vocabulary/core-messages.ts';
import type { Reason } from '../reasons.ts';

/** What a handler may report about the code a program runs. */
export interface InnerRunner {
  /** Words the program runs as a command of their own (`gdb --args rm v`, `docker exec box rm v`). */
  words(words: readonly Word[]): void;
  /**
   * A string the program hands to a shell (`git -c core.pager='…'`, `ssh host '…'`); one known only at run time is asked.
   * `input`: what the string's commands read: the program's own input (`own`: a git alias's `sh` reads git's here-string),
   * or one the analysis cannot see (`unknown`: a connection); none by default.
   */
  script(script: Word, runner: string, input?: 'own' | 'unknown'): void;
  /** Code the analysis cannot see into: the person is asked whenever a rule could be bypassed by it. */
  hidden(reason: Reason): void;
  /** Text in that code which may be a command line (`os.system("rm v")`): every program named in it meets the deny rules. */
  mention(text: string): void;
  /** A file on disk the program runs as code (a script, a program or makefile given by name): what it leads to is checked where the disk is. */
  codeFile(file: Word): void;
}

export interface InnerContext {
  /** Standard input comes from another command (`… | python3`). */
  piped?: boolean;
  /** The program as the command names it (`python3.12`), for the person's messages. */
  program: string;
  /** The stdin the command gets from a heredoc or here-string, when it has one. */
  stdinScript?: Word;
  /** The file on disk the command's input is redirected from (`python3 < s.py`): code read from the input is that file's. */
  stdinFile?: Word;
}

type Handler = (args: readonly Word[], run: InnerRunner, context: InnerContext) => void;

const word = (value: string, from: Word): Word => ({ ...from, value });

/** The string literals of a piece of code in most languages: '…', "…", `…`, and perl/ruby's qx{…}/%x(…). */
function stringLiterals(code: string): string[] {
  const literals: string[] = [];
  const quoted = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`|(?:qx|%x)\s*[{([<]([^})\]>]*)[})\]>]/gs;
  for (const match of code.matchAll(quoted)) {
    const body = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
    literals.push(body.replace(/\\(["'`\\])/g, '$1').replace(/\\n/g, '\n'));
  }
  return literals;
}

/** Inline code of an interpreter: hidden, and every string in it meets the deny rules. */
function inlineCode(code: Word, program: string, option: string, run: InnerRunner, spec?: Interpreter): void {
  if (spec?.runsCommandsWith && !code.dynamic && !spec.runsCommandsWith.test(code.value)) return;
  run.hidden(coreMessageOf('shell.inline-code', { program, option, code: excerpt(code.value, 40) }));
  for (const literal of stringLiterals(code.value)) run.mention(literal);
}

interface Interpreter {
  /** Options whose value is code (`-c`, `-e`, `--eval`); single letters may end a cluster (`-pe`, `-lane`). */
  code: readonly string[];
  /** Options that take a value which is not code, so the next word is not a script. */
  withValue?: readonly string[];
  /** Letters that take the rest of their word as a value (perl's `-I/lib`, `-i.bak`). */
  attached?: string;
  /** Letters whose attached value is digits alone (perl's `-l`, `-0777`): the letters after it are options again. */
  digitValued?: string;
  /** Letters naming a module to load (perl's `-MPOSIX=floor`), which become code when their value is more than a name and its list. */
  moduleLetters?: string;
  /** Options naming a module to load, whose code is inline when it is a `data:` URL (`node --import data:…`). */
  modules?: readonly string[];
  /** Options that only print and leave (`--version`). */
  info?: readonly string[];
  /** Subcommands that take code as their first operand (`deno eval '…'`). */
  codeSubcommands?: readonly string[];
  /** Options are whole words (`-noshell`, `-NoProfile`), never clusters of letters. */
  wholeWords?: boolean;
  /** The code can run commands only through these (dc's `!`, gnuplot's `system` and pipes). */
  runsCommandsWith?: RegExp;
  /** Every operand is code it reads in turn (m4's input files), not a script and its arguments. */
  readsEveryOperand?: boolean;
  /** Subcommands the script follows (`deno run x.ts`, `deno run -`). */
  scriptSubcommands?: readonly string[];
}

const INTERPRETERS: Readonly<Record<string, Interpreter>> = {
  python: { code: ['-c'], withValue: ['-m', '-W', '-X', '-Q'], info: ['-V', '--version', '-h', '--help', '-m'] },
  perl: { code: ['-e', '-E'], attached: 'IixdDFC', digitValued: 'l0', moduleLetters: 'Mm', info: ['-v', '--version', '-V', '-h', '-c'] },
  ruby: { code: ['-e'], withValue: ['-r', '-I', '-C', '-E', '--encoding'], attached: 'rICExFKTW0', info: ['-v', '--version', '-h', '--help', '-c'] },
  node: {
    code: ['-e', '--eval', '-p', '--print'],
    withValue: ['-r', '--require', '--import', '--loader', '--experimental-loader', '--test-reporter', '--env-file', '--input-type', '-C', '--conditions', '--title'],
    modules: ['-r', '--require', '--import', '--loader', '--experimental-loader', '--test-reporter'],
    info: ['-v', '--version', '-h', '--help', '--check', '-c'],
  },
  deno: { code: [], codeSubcommands: ['eval'], scriptSubcommands: ['run'], info: ['-V', '--version', '-h', '--help'] },
  bun: { code: ['-e', '--eval', '-p', '--print'], info: ['-v', '--version', '-h', '--help'] },
  php: { code: ['-r', '-B', '-R', '-E', '-F'], withValue: ['-c', '-d', '-z', '-S', '-t'], info: ['-v', '--version', '-h', '-i', '-l', '-m'] },
  lua: { code: ['-e'], withValue: ['-l'], info: ['-v'] },
  Rscript: { code: ['-e', '--expr'], info: ['--version', '--help'] },
  R: { code: ['-e'], info: ['--version', '--help'] },
  osascript: { code: ['-e'], withValue: ['-l', '-s'] },
  julia: { code: ['-e', '--eval', '-E', '--print'], withValue: ['-L', '--load', '-p', '--procs', '-t', '--threads', '--project'], info: ['-v', '--version', '-h'] },
  elixir: { code: ['-e', '--eval'], withValue: ['-r', '-pr', '--erl'], info: ['-v', '--version', '-h'] },
  erl: { code: ['-eval', '-s', '-run'], withValue: ['-pa', '-pz', '-sname', '-name', '-setcookie', '-remsh', '-config', '-args_file'], wholeWords: true },
  guile: { code: ['-c', '-e'], withValue: ['-l', '-L', '-x'], info: ['-v', '--version', '-h'] },
  racket: { code: ['-e', '--eval'], withValue: ['-l', '-t', '-r'], info: ['-v', '--version', '-h'] },
  sbcl: { code: ['--eval'], withValue: ['--load', '--script', '--core'], info: ['--version', '--help'] },
  clisp: { code: ['-x'], withValue: ['-i', '-M'], info: ['--version', '-h'] },
  ghc: { code: ['-e'], info: ['--version', '-V'], wholeWords: true },
  ghci: { code: ['-e'], info: ['--version'], wholeWords: true },
  groovy: { code: ['-e'], info: ['-v', '--version'] },
  scala: { code: ['-e'], info: ['-version'], wholeWords: true },
  pwsh: { code: ['-c', '-Command', '-command', '-EncodedCommand', '-e', '-ec'], withValue: ['-File', '-f', '-WorkingDirectory', '-wd', '-ExecutionPolicy', '-ep'], info: ['-v', '-Version', '-h', '-Help'], wholeWords: true },
  tclsh: { code: [], info: [] },
  wish: { code: [], info: [] },
  expect: { code: ['-c'], withValue: ['-f'], info: ['-v'] },
  jshell: { code: [], info: ['--version', '-version'] },
  irb: { code: [], info: ['-v', '--version'] },
  sqlite3: { code: [], info: ['-version', '--version', '-help'] },
  // m4's `syscmd`/`esyscmd` run shell commands; macros given by -D are expanded like its input.
  m4: { code: ['-D', '--define'], withValue: ['-I', '--include', '-U', '--undefine', '-d', '--debug', '-o', '--error-output'], info: ['--version', '--help'], readsEveryOperand: true },
  dc: { code: ['-e', '--expression'], info: ['-V', '--version', '-h'], runsCommandsWith: /!/ },
  gnuplot: { code: ['-e'], info: ['-V', '--version', '-h'], runsCommandsWith: /system|`|!|<|\|/ },
};

/** python3.12, pypy3, perl5.36, lua5.4, nodejs… under the name their interpreter is known by. */
export function interpreterOf(program: string): string | undefined {
  if (program in INTERPRETERS) return program;
  if (!/^(?:py|pe|ru|lu|no|ph|po|R|tc|wi)/.test(program)) return undefined;
  const family = /^(?:(python|pypy)[\d.]*|(perl)[\d.]*|(ruby)[\d.]*|(lua|luajit)[\d.]*|(node)js|(php)[\d.]*|(powershell)|(R)script|(tclsh|wish)[\d.]*)$/.exec(program);
  if (!family) return undefined;
  const name = family.slice(1).find((group) => group !== undefined)!;
  return { pypy: 'python', luajit: 'lua', powershell: 'pwsh' }[name] ?? (name === 'R' ? 'Rscript' : name);
}

function interpreter(name: string): Handler {
  const spec = INTERPRETERS[name];
  const takesValue = new Set(spec.withValue ?? []);
  return (args, run, context) => {
    // A debugger's or a console's code (`python3 -m pdb x.py`, `perl -d x.pl`), and a module's code arguments (`-m timeit 'stmt'`).
    const extra = interpreterInput(name, args.map((arg) => arg.value));
    for (const { index, option } of extra.code) inlineCode(args[index], context.program, option, run);
    if (extra.readsInput) codeFromInput(context, run, (code) => inlineCode(code, context.program, `${extra.readsInput} <<`, run));
    let operands = 0;
    let fromInput = false;
    let optionsEnded = false;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i].value;
      if (!optionsEnded && arg === '--') {
        optionsEnded = true;
        continue;
      }
      if (optionsEnded || !arg.startsWith('-') || arg === '-') {
        if (operands === 0 && spec.codeSubcommands?.includes(arg) && args[i + 1]) return inlineCode(args[i + 1], context.program, arg, run, spec);
        if (operands === 0 && spec.scriptSubcommands?.includes(arg)) continue;
        operands++;
        // `-`, /dev/stdin and kin are the input, the one script the analysis can read; a file on disk is unseen, as any script.
        const source = codeFile(args[i]);
        if (source === 'input') fromInput = true;
        else if (source !== 'file') return unseenCodeFile(args[i], source, context.program, run);
        else {
          run.codeFile(args[i]);
          if (!spec.readsEveryOperand) return;
        }
        if (!spec.readsEveryOperand) break;
        continue;
      }
      if (spec.info?.includes(arg)) return;
      const equals = arg.indexOf('=');
      const option = arg.startsWith('--') && equals > 0 ? arg.slice(0, equals) : arg;
      if (spec.code.includes(option)) {
        return inlineCode(equals > 0 && option !== arg ? word(arg.slice(equals + 1), args[i]) : (args[i + 1] ?? word('', args[i])), context.program, option, run, spec);
      }
      if (takesValue.has(option)) {
        const value = equals > 0 && option !== arg ? arg.slice(equals + 1) : args[i + 1]?.value;
        if (spec.modules?.includes(option) && value !== undefined && /^data:/i.test(value)) run.hidden(`\`${context.program} ${option}\` loads code from a data: URL, which cannot be checked`);
        if (option === arg) i++;
        continue;
      }
      const cluster = spec.wholeWords ? undefined : valueInCluster(arg, spec);
      if (!cluster) continue;
      const value = cluster.value === 'next' ? (args[i + 1] ?? word('', args[i])) : word(cluster.value, args[i]);
      if (cluster.kind === 'code') return inlineCode(value, context.program, arg, run, spec);
      if (!/^-?[\w:]+(?:=.*)?$/s.test(value.value)) run.hidden(`\`${context.program} -${cluster.letter}${excerpt(value.value, 30)}\` runs code beyond a module's name`);
    }
    // Only files on disk (`m4 a.m4 b.m4`): nothing is read from the input, unless a debugger or a console reads it (above).
    if ((operands > 0 && !fromInput) || extra.readsInput) return;
    // No script file: the code comes from a heredoc, another command, or the person typing (a REPL, judged as BashInput).
    codeFromInput(context, run, (code) => inlineCode(code, context.program, '<<', run, spec));
  };
}

/** Code a program reads from its input: the heredoc or here-string read as `read` does, or asked when another command gives it. */
function codeFromInput(
  context: InnerContext,
  run: InnerRunner,
  read: (code: Word) => void,
  fromCommand = `\`${context.program}\` runs code it reads from another command, which cannot be checked`,
): void {
  if (context.stdinScript) return read(context.stdinScript);
  if (context.stdinFile) return run.codeFile(context.stdinFile);
  if (context.piped) run.hidden(fromCommand);
}

/** Code in a file the command names that is neither its input nor a file on disk: another descriptor, or a name made when it runs. */
function unseenCodeFile(file: Word, source: Exclude<CodeFile, 'input' | 'file'>, program: string, run: InnerRunner): void {
  const why = source === 'descriptor' ? 'an open descriptor or a device' : 'a file only known when the command runs';
  run.hidden(`\`${program}\` runs code from "${excerpt(file.value, 40)}", ${why}, which cannot be checked`);
}

/**
 * What a program that reads code from files (`-f FILE`, `--file=FILE`) runs: the input's text, read
 * by `read`, when a file is the input; a hidden descriptor or run-time file; a file on disk, unseen.
 */
function codeFiles(files: readonly Word[], context: InnerContext, run: InnerRunner, read: (code: Word) => void): void {
  for (const file of files) {
    const source = codeFile(file);
    if (source === 'input') codeFromInput(context, run, read);
    else if (source !== 'file') unseenCodeFile(file, source, context.program, run);
    else run.codeFile(file);
  }
}

/**
 * `-pe CODE`, `-ne'print'`, `-lane CODE`, `-wMPOSIX`: a single-dash cluster's code letter or module
 * letter and where its value comes from (the rest of the word, or the next word).
 */
function valueInCluster(arg: string, spec: Interpreter): { kind: 'code' | 'module'; letter: string; value: string | 'next' } | undefined {
  if (arg.startsWith('--')) return undefined;
  const letters = new Set(spec.code.filter((option) => option.length === 2).map((option) => option[1]));
  for (let j = 1; j < arg.length; j++) {
    const kind = letters.has(arg[j]) ? 'code' : spec.moduleLetters?.includes(arg[j]) ? 'module' : undefined;
    if (kind) return { kind, letter: arg[j], value: j + 1 < arg.length ? arg.slice(j + 1) : 'next' };
    if (spec.digitValued?.includes(arg[j])) {
      j += /^(?:x[\da-fA-F]*|[0-7]*)/.exec(arg.slice(j + 1))![0].length;
      continue;
    }
    if (spec.attached?.includes(arg[j])) return undefined;
  }
  return undefined;
}

/** awk runs commands with system(), `print | "cmd"`, `"cmd" | getline` and gawk's `|&`. */
const awk: Handler = (given, run, context) => {
  const args = fullLongOptions(given, AWK_LONG_OPTIONS);
  const parsed = parseOptions(args, { withValue: ['-F', '-v', '-f', '-E', '-e', '-i', '-l', ...AWK_LONG_OPTIONS] });
  const values = (...names: string[]) => parsed.options.flatMap((option) => (names.includes(option.name) && option.value ? [option.value] : []));
  const programFiles = values('-f', '--file', '-E', '--exec');
  const sources = values('-e', '--source');
  // An included library (`-i inplace`) leaves the program text where it was, the first operand.
  const program = programFiles.length > 0 || sources.length > 0 ? sources : [parsed.rest[0]];
  for (const code of program) if (code) awkProgram(code, run);
  // Program files on disk are unseen as any script; one that is the input is its heredoc, or asked.
  codeFiles([...programFiles, ...values('-i', '--include')], context, run, (code) => awkProgram(code, run));
  if (hasOption(parsed, '-l', '--load')) run.hidden('`awk` loads an extension, whose code cannot be checked');
  // The files its program reads and writes by name are checked as the command's own; a name made when it runs cannot be.
  const { unknown } = awkFileTargets(args.map((arg) => arg.value));
  if (unknown) run.hidden(unknown);
};

function awkProgram(code: Word, run: InnerRunner): void {
  const text = code.value;
  if (code.dynamic && /system|\||getline/.test(text)) return run.hidden('the `awk` program is only known when the command runs');
  const literal = '"((?:[^"\\\\]|\\\\.)*)"';
  const known = new RegExp(`system\\s*\\(\\s*${literal}\\s*\\)|${literal}\\s*\\|&?\\s*getline|\\|&?\\s*${literal}`, 'g');
  const commandSites = /system\s*\(|\|\s*&?\s*getline|[^|]\|&?(?!\|)|@load/g;
  const knownSites = new Set<number>();
  for (const match of text.matchAll(known)) {
    const command = (match[1] ?? match[2] ?? match[3]).replace(/\\(.)/g, '$1');
    run.script(word(command, code), 'awk');
    knownSites.add(match.index);
  }
  for (const match of stripAwkStrings(text).matchAll(commandSites)) {
    const near = [...knownSites].some((site) => Math.abs(site - match.index) <= 2 + (match[0].length > 2 ? 0 : 200));
    if (!near) return run.hidden(`\`awk\` runs a command it builds ("${excerpt(text.slice(match.index, match.index + 40), 40)}")`);
  }
}

/** gdb: `-ex 'shell …'` and `!…` run a shell; other debugger commands can call functions of the program. */
const SAFE_GDB_COMMANDS = /^(?:r|run|bt|backtrace|where|info\b[^(]*|i\b[^(]*|q|quit|c|continue|n|next|s|step|finish|list|l|thread apply all bt[^(]*|b\b[^(]*|break\b[^(]*|disassemble\b[^(]*|x\/[^(]*|p \$\w+|frame\b.*|up|down|kill|detach|set (?!var|variable|exec-wrapper|environment|startup-with-shell|shell|logging|debuginfod urls|auto-load|python|guile|extension-language|script-extension)[\w-]+(?: [\w.-]+)*)$/;

const GDB_WORDS = ['-ex', '-eval-command', '-iex', '-init-eval-command', '-ix', '-init-command', '-cd', '-tty', '-batch', '-nx', '-nh', '-quiet', '-silent', '-return-child-result', '-args', '-pid', '-core', '-exec', '-symbols', '-directory', '-command'];
const gdb: Handler = (given, run) => {
  // gdb takes `-eval-command=…` as well as `-eval-command …`.
  const args = given.flatMap((arg) => {
    const match = /^(--?[a-z-]+)=([\s\S]*)$/.exec(arg.value);
    return match && !arg.value.startsWith('--') ? [word(match[1], arg), word(match[2], arg)] : [arg];
  });
  const parsed = parseOptions(args, {
    withValue: ['-ex', '--ex', '-eval-command', '--eval-command', '-iex', '--init-eval-command', '-init-eval-command', '-x', '--command', '-command', '-ix', '--init-command', '-init-command',
      '-p', '--pid', '-pid', '-c', '--core', '-core', '-d', '--directory', '-directory', '-cd', '--cd', '-s', '--symbols', '-symbols', '-e', '--exec', '-exec', '-b', '-tty', '--tty', '-D', '--data-directory'],
    wholeWords: GDB_WORDS,
    permute: true,
  });
  for (const option of parsed.options) {
    const value = option.value;
    if (!value) continue;
    if (['-ex', '--ex', '-eval-command', '--eval-command', '-iex', '--init-eval-command', '-init-eval-command'].includes(option.name)) debuggerCommand(value, 'gdb', run);
    if (['-x', '--command', '-command', '-ix', '--init-command', '-init-command'].includes(option.name)) run.hidden(`\`gdb\` runs the commands of the file ${value.value}, which cannot be checked`);
  }
  const argsAt = args.findIndex((arg) => arg.value === '--args' || arg.value === '-args');
  if (argsAt >= 0 && args[argsAt + 1]) run.words(args.slice(argsAt + 1));
  else if (parsed.operands[0] && !/^\d+$/.test(parsed.operands[0].value)) run.words([parsed.operands[0]]);
};

function debuggerCommand(command: Word, tool: string, run: InnerRunner): void {
  const text = command.value.trim();
  const shell = /^(?:shell|platform shell|!)\s*([\s\S]*)$/.exec(text);
  if (shell) return run.script(word(shell[1], command), `${tool} shell`);
  if (command.dynamic || !SAFE_GDB_COMMANDS.test(text)) {
    run.hidden(`\`${tool}\` runs the debugger command "${excerpt(text, 40)}", which can run programs`);
    run.mention(text.replace(/^\S+\s*/, ''));
  }
}

const lldb: Handler = (args, run) => {
  const parsed = parseOptions(args, { withValue: ['-o', '--one-line', '-O', '--one-line-before-file', '-k', '--one-line-on-crash', '-s', '--source', '-S', '--source-before-file', '-p', '--attach-pid', '-n', '--attach-name', '-c', '--core', '-a', '--arch'], permute: true });
  for (const option of parsed.options) {
    if (!option.value) continue;
    if (['-o', '--one-line', '-O', '--one-line-before-file', '-k', '--one-line-on-crash'].includes(option.name)) debuggerCommand(option.value, 'lldb', run);
    if (['-s', '--source', '-S', '--source-before-file'].includes(option.name)) run.hidden(`\`lldb\` runs the commands of the file ${option.value.value}`);
  }
  const separator = args.findIndex((arg) => arg.value === '--');
  if (separator >= 0 && args[separator + 1]) run.words(args.slice(separator + 1));
  else if (parsed.operands[0]) run.words([parsed.operands[0]]);
};

/** git settings whose value is a command git runs (`alias.x=!…`, `core.pager`, `core.sshCommand`…). */
const GIT_COMMAND_KEYS =
  /^(?:alias\..+|core\.(?:pager|editor|sshcommand|fsmonitor|askpass|gitproxy|alternaterefscommand)|trailer\..+\.(?:cmd|command)|pager\..+|sequence\.editor|diff\.(?:external|.+\.(?:textconv|command))|difftool\..+\.cmd|mergetool\..+\.cmd|merge\..+\.driver|filter\..+\.(?:clean|smudge|process)|credential\.(?:.+\.)?helper|gpg\.(?:.+\.)?program|.+\.(?:uploadpack|receivepack)|uploadpack\.packobjectshook|web\.browser|browser\..+\.cmd|man\..+\.cmd|sendemail\.(?:sendmailcmd|smtpserver|tocmd|cccmd)|interactive\.difffilter|ssh\.variant|remote\..+\.(?:vcs|proxy)|core\.(?:hookspath|worktree)|include(?:if\..+)?\.path|protocol\..+|http\..*)$/i;
/** Among them, those that load code from elsewhere rather than naming a command. */
const GIT_LOADING_KEYS = /^(?:core\.hookspath|include(?:if\..+)?\.path|protocol\..+|core\.worktree|http\..*|ssh\.variant|remote\..+\.(?:vcs|proxy))$/i;

function gitSetting(setting: Word, run: InnerRunner): void {
  const equals = setting.value.indexOf('=');
  const key = equals < 0 ? setting.value : setting.value.slice(0, equals);
  if (!GIT_COMMAND_KEYS.test(key)) return;
  if (GIT_LOADING_KEYS.test(key)) {
    if (/^http\.(?:.+\.)?(?:sslverify|postbuffer|version|lowspeed\w*|extraheader)$/i.test(key)) return;
    return run.hidden(`\`git -c ${key}\` changes where git takes code or commands from`);
  }
  const value = setting.value.slice(equals + 1);
  // A shell alias's command reads git's own input (`git -c alias.x='!sh' x <<< …`).
  run.script(word(value.replace(/^!/, ''), setting), `git -c ${key}`, /^alias\./i.test(key) && value.startsWith('!') ? 'own' : undefined);
}

/** Subcommand options whose value is a command line. */
const GIT_SUBCOMMAND_SCRIPTS: Readonly<Record<string, readonly string[]>> = {
  rebase: ['-x', '--exec'],
  difftool: ['-x', '--extcmd'],
  grep: ['-O', '--open-files-in-pager'],
  'filter-branch': ['--env-filter', '--tree-filter', '--index-filter', '--parent-filter', '--msg-filter', '--commit-filter', '--tag-name-filter'],
  clone: ['-u', '--upload-pack'],
  fetch: ['--upload-pack'],
  pull: ['--upload-pack'],
  'ls-remote': ['--upload-pack'],
  push: ['--receive-pack', '--exec'],
  archive: ['--exec'],
  'send-email': ['--sendmail-cmd', '--smtp-server', '--to-cmd', '--cc-cmd'],
  'mergetool': ['-t', '--tool'],
};

/** Subcommands that go on through a todo list kept in .git (`.git/rebase-merge/git-rebase-todo`, `.git/sequencer/todo`). */
const SEQUENCERS = new Set(['rebase', 'cherry-pick', 'revert']);

const GIT_GLOBAL_VALUES = ['-C', '-c', '--config-env', '--git-dir', '--work-tree', '--namespace', '--exec-path', '--super-prefix', '--list-cmds', '--attr-source'];

const git: Handler = (args, run) => {
  let i = 0;
  for (; i < args.length && args[i].value.startsWith('-'); i++) {
    const arg = args[i].value;
    const name = arg.includes('=') ? arg.slice(0, arg.indexOf('=')) : arg;
    const value = arg.includes('=') && name.startsWith('--') ? word(arg.slice(arg.indexOf('=') + 1), args[i]) : GIT_GLOBAL_VALUES.includes(name) ? args[++i] : undefined;
    if (name === '-c' && value) gitSetting(value, run);
    if (name === '--config-env') run.hidden('`git --config-env` takes settings, which may name commands, from the environment');
    if (name === '--exec-path' && value) run.hidden('`git --exec-path` runs git commands from another folder');
  }
  const subcommand = args[i]?.value;
  if (subcommand === undefined) return;
  const rest = args.slice(i + 1);
  if (subcommand === 'config') return gitConfig(rest, run);
  if (subcommand === 'bisect' && rest[0]?.value === 'run' && rest[1]) return run.words(rest.slice(1));
  if (subcommand === 'submodule' && rest.some((arg) => arg.value === 'foreach')) {
    const command = rest.slice(rest.findIndex((arg) => arg.value === 'foreach') + 1).filter((arg) => !['--recursive', '-q', '--quiet'].includes(arg.value));
    if (command.length > 0) run.script(joinValues(command), 'git submodule foreach');
    return;
  }
  if (SEQUENCERS.has(subcommand) && rest.some((arg) => arg.value === '--continue' || arg.value === '--skip')) {
    run.hidden(`\`git ${subcommand} --continue\` runs the \`exec\` lines of the todo list in .git, which any command may have written`);
  }
  const scripts = GIT_SUBCOMMAND_SCRIPTS[subcommand] ?? [];
  for (let j = 0; j < rest.length; j++) {
    const arg = rest[j].value;
    const name = arg.startsWith('--') && arg.includes('=') ? arg.slice(0, arg.indexOf('=')) : arg;
    if (scripts.includes(name)) {
      const value = name === arg ? rest[++j] : word(arg.slice(name.length + 1), rest[j]);
      if (value) run.script(value, `git ${subcommand} ${name}`);
    } else if (/^-[a-zA-Z]/.test(arg) && scripts.includes(arg.slice(0, 2)) && arg.length > 2) {
      run.script(word(arg.slice(2), rest[j]), `git ${subcommand} ${arg.slice(0, 2)}`);
    } else if (/^ext::/.test(arg) || /^--config=|^-c$/.test(arg)) {
      if (arg.startsWith('ext::')) run.hidden('`git` runs the command of an ext:: URL');
      else gitSetting(arg === '-c' ? (rest[++j] ?? word('', rest[j])) : word(arg.slice('--config='.length), rest[j]), run);
    }
  }
};

/** `git config alias.x '!rm v'` stores a command the next git runs: it meets the deny rules now. */
function gitConfig(args: readonly Word[], run: InnerRunner): void {
  const operands = args.filter((arg) => !arg.value.startsWith('-'));
  const [key, value] = operands.length >= 2 && operands[0].value === 'set' ? operands.slice(1) : operands;
  if (key && value && GIT_COMMAND_KEYS.test(key.value)) {
    if (GIT_LOADING_KEYS.test(key.value)) run.hidden(`\`git config ${key.value}\` changes where git takes code or commands from`);
    else run.script(word(value.value.replace(/^!/, ''), value), `git config ${key.value}`);
  }
}

/** A command's long option as written: `--to-command=x`, `--to-com x` (an abbreviation getopt accepts), or a short one. */
interface CommandOption {
  /** The options, long ones in full. */
  names: readonly string[];
  /** What its value is: a shell command line, a program name, or something that runs code nobody can see. */
  kind: 'script' | 'program' | 'hidden';
  /**
   * The short option is read anywhere in a cluster of letters (`nc -lc 'cmd'`, `-ce 'cmd'`): its value is
   * the rest of the word, or the next word when those letters are options of their own; both are judged.
   */
  inClusters?: boolean;
}

/** Finds the options of `table` among `args` (abbreviated long ones too) and reports what their values run. */
function commandOptions(program: string, args: readonly Word[], table: readonly CommandOption[], run: InnerRunner): void {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i].value;
    if (arg === '--') return;
    for (const option of table) {
      const clustered = option.inClusters ? valuesInCluster(args, i, option.names) : undefined;
      const value = clustered ?? matchOption(arg, option.names, () => args[++i]);
      if (value === undefined) continue;
      for (const each of Array.isArray(value) ? value : [value]) optionRuns(program, option, each, run);
      break;
    }
  }
}

function optionRuns(program: string, option: CommandOption, value: Word | null, run: InnerRunner): void {
  const shown = `\`${program} ${option.names[0]}\``;
  if (!value) run.hidden(`${shown} runs a command that is only known when the command runs`);
  else if (option.kind === 'script') run.script(word(value.value.replace(/^exec=/, ''), value), `${program} ${option.names[0]}`);
  else if (option.kind === 'program') run.words([value]);
  else {
    run.hidden(`${shown} runs code that cannot be checked`);
    // Editors and clients run what follows a `!` (`:!cmd`, `:r !cmd`, `\\! cmd`) as a shell command.
    run.mention(value.value.replace(/^[^!]*!+/, ''));
  }
}

/** The values a short option of `names` may have inside the cluster `args[i]` past its first letter (see `inClusters`). */
function valuesInCluster(args: readonly Word[], i: number, names: readonly string[]): Array<Word | null> | undefined {
  const arg = args[i].value;
  if (!/^-[A-Za-z0-9]{2,}$/.test(arg)) return undefined;
  const letters = names.filter((name) => /^-[A-Za-z0-9]$/.test(name)).map((name) => name[1]);
  const at = [...arg].findIndex((letter, j) => j >= 2 && letters.includes(letter));
  if (at < 0) return undefined;
  const rest = arg.slice(at + 1);
  return [...(rest === '' ? [] : [word(rest, args[i])]), args[i + 1] ?? null];
}

function matchOption(arg: string, names: readonly string[], next: () => Word | undefined): Word | undefined | null {
  for (const name of names) {
    if (name.startsWith('--')) {
      const [given, ...value] = arg.split('=');
      if (given.length < 4 || !name.startsWith(given)) continue;
      if (value.length > 0) return { value: value.join('='), dynamic: false, pattern: false, start: 0, end: 0 };
      return next() ?? null;
    }
    if (arg === name) return next() ?? null;
    if (name.length === 2 && arg.startsWith(name) && arg.length > 2) return { value: arg.slice(2), dynamic: false, pattern: false, start: 0, end: 0 };
  }
  return undefined;
}

const OPTION_TABLES: Readonly<Record<string, readonly CommandOption[]>> = {
  tar: [
    { names: ['--to-command'], kind: 'script' },
    { names: ['--use-compress-program', '-I'], kind: 'script' },
    { names: ['--checkpoint-action'], kind: 'script' },
    { names: ['--info-script', '--new-volume-script', '-F'], kind: 'script' },
    { names: ['--rsh-command'], kind: 'program' },
  ],
  rsync: [{ names: ['--rsh', '-e'], kind: 'script' }, { names: ['--rsync-path'], kind: 'script' }],
  zip: [{ names: ['--unzip-command', '-TT'], kind: 'script' }],
  sort: [{ names: ['--compress-program'], kind: 'program' }],
  split: [{ names: ['--filter'], kind: 'script' }],
  'dpkg-buildpackage': [{ names: ['--root-command', '-r', '--check-command', '--sign-command'], kind: 'program' }],
  // Every netcat (ncat, nc.traditional, OpenBSD's, busybox's): -e runs a program, -c a shell command line.
  nc: [{ names: ['--exec', '-e'], kind: 'program', inClusters: true }, { names: ['--sh-exec', '-c', '--lua-exec'], kind: 'script', inClusters: true }],
  man: [{ names: ['--pager', '-P'], kind: 'script' }, { names: ['--html', '-H'], kind: 'script' }],
  rg: [{ names: ['--pre'], kind: 'program' }],
  fzf: [{ names: ['--preview', '--bind', '--with-shell', '--listen'], kind: 'hidden' }],
  nodemon: [{ names: ['--exec', '-x'], kind: 'script' }],
  watchexec: [{ names: ['--shell'], kind: 'program' }],
  hyperfine: [{ names: ['--prepare', '-p', '--cleanup', '-c', '--setup', '-s', '--conclude', '--shell', '-S'], kind: 'script' }],
  svn: [{ names: ['--editor-cmd', '--diff-cmd', '--diff3-cmd'], kind: 'script' }, { names: ['--config-option'], kind: 'hidden' }],
  hg: [{ names: ['--config'], kind: 'hidden' }],
  ansible: [{ names: ['--args', '-a'], kind: 'script' }],
  vagrant: [{ names: ['--command', '-c'], kind: 'script' }],
  'nix-shell': [{ names: ['--run', '--command'], kind: 'script' }],
  nix: [{ names: ['--command', '-c'], kind: 'script' }],
  sbatch: [{ names: ['--wrap'], kind: 'script' }],
  vim: [{ names: ['-c', '--cmd', '-S', '-s', '-u'], kind: 'hidden' }],
  emacs: [{ names: ['--eval', '--load', '-l', '--funcall', '-f', '--script', '-x'], kind: 'hidden' }],
  scp: [{ names: ['-S'], kind: 'program' }],
  sftp: [{ names: ['-S', '-D'], kind: 'program' }],
  mysql: [{ names: ['--execute', '-e'], kind: 'hidden' }],
  mariadb: [{ names: ['--execute', '-e'], kind: 'hidden' }],
  psql: [{ names: ['--command', '-c'], kind: 'hidden' }],
  mutt: [{ names: ['-e'], kind: 'hidden' }],
  // A lesskey file's `#env` section may set LESS, and with it keys to run at start.
  less: [{ names: ['--lesskey-src', '--lesskey-file', '--lesskey-content', '-k'], kind: 'hidden' }],
};

/** `ssh host cmd…` runs cmd (on a host that may be this one); `-o ProxyCommand=…` runs a local command. */
const SSH_OPTIONS: OptionGrammar = { withValue: ['-b', '-B', '-c', '-D', '-E', '-e', '-F', '-I', '-i', '-J', '-L', '-l', '-m', '-O', '-o', '-p', '-Q', '-R', '-S', '-W', '-w'] };
const SSH_COMMAND_SETTINGS = /^(?:proxycommand|localcommand|remotecommand|knownhostscommand|match)$/i;

function sshSettings(options: ReadonlyArray<{ name: string; value?: Word }>, program: string, run: InnerRunner): void {
  for (const option of options) {
    if (option.name !== '-o' || !option.value) continue;
    const [key, ...value] = option.value.value.split(/[=\s]/);
    if (SSH_COMMAND_SETTINGS.test(key)) run.script(word(value.join(' ').replace(/%\w/g, 'x'), option.value), `${program} -o ${key}`);
  }
}

const ssh: Handler = (args, run) => {
  const parsed = parseOptions(args, SSH_OPTIONS);
  sshSettings(parsed.options, 'ssh', run);
  // The remote command reads ssh's input, unless -n gives it none.
  if (parsed.rest.length > 1) run.script(joinValues(parsed.rest.slice(1)), 'ssh', hasOption(parsed, '-n') ? undefined : 'own');
};

const scp: Handler = (args, run) => sshSettings(parseOptions(args, { ...SSH_OPTIONS, permute: true }).options, 'scp', run);

/** GNU make's long options, those that read a makefile or code first; any start of one is read as it (`--f=-`, `--ev=…`). */
const MAKE_LONG_OPTIONS = [
  '--file', '--makefile', '--eval', '--directory', '--include-dir', '--old-file', '--assume-old', '--new-file', '--assume-new', '--what-if',
  '--jobs', '--load-average', '--max-load', '--output-sync', '--debug', '--shuffle', '--jobserver-auth', '--jobserver-style',
];
const MAKE_OPTIONS: OptionGrammar = {
  withValue: ['-f', '-E', '-C', '-I', '-o', '-W', '--file', '--makefile', '--eval', '--directory', '--include-dir', '--old-file', '--assume-old', '--new-file', '--assume-new', '--what-if'],
  permute: true,
};

/**
 * make runs the recipes of its makefiles. A makefile on disk is unseen, as any script; one from the
 * input (`-f -`, `-f /dev/stdin`), a descriptor or `<(…)` is code the analysis does not read, and so
 * is `--eval` text: hidden, with the programs its text names meeting the deny rules. `VAR=value`
 * operands are put into recipes, where a value can be a command (`make CC='rm v'`).
 */
const make: Handler = (given, run, context) => {
  const args = fullLongOptions(given, MAKE_LONG_OPTIONS);
  const parsed = parseOptions(args, MAKE_OPTIONS);
  const values = (...names: string[]) => parsed.options.flatMap((option) => (names.includes(option.name) && option.value ? [option.value] : []));
  for (const code of values('--eval', '-E')) makefileCode(code, '--eval', run);
  codeFiles(values('-f', '--file', '--makefile'), context, run, (code) => makefileCode(code, '-f -', run));
  for (const arg of parsed.operands) {
    const assignment = /^([A-Za-z_][A-Za-z0-9_.]*)[:+?]?=(.*)$/s.exec(arg.value);
    if (!assignment) continue;
    if (assignment[1] === 'SHELL' || assignment[1] === '.SHELLFLAGS') run.hidden(`\`make ${assignment[1]}=…\` changes the shell that runs every recipe`);
    run.mention(assignment[2]);
  }
};

function makefileCode(code: Word, option: string, run: InnerRunner): void {
  run.hidden(`\`make ${option}\` runs recipes ("${excerpt(code.value, 40)}") whose commands cannot be checked`);
  // Recipes are shell lines: after a rule's `;`, or a line of their own.
  for (const line of code.value.split('\n')) run.mention(line.replace(/^[^\t:=#]*::?(?!=)[^;]*;?/, ''));
}

/**
 * parallel and sem: the command before `:::`; without one, the commands come from the arguments or the input.
 * With --pipe the command is given pieces of parallel's input (with --pipepart, of its -a file), which a shell runs as its lines.
 */
const parallel: Handler = (args, run) => {
  const parsed = parseOptions(args, {
    withValue: ['-j', '--jobs', '-S', '--sshlogin', '-a', '--arg-file', '-d', '--delimiter', '-I', '--colsep', '-N', '-n', '--max-args', '-L',
      '--results', '--joblog', '--tmpdir', '--timeout', '--delay', '--retries', '--workdir', '--wd', '--env', '--id', '--semaphorename', '--sshloginfile'],
  });
  const end = parsed.rest.findIndex((arg) => /^:::+\+?$/.test(arg.value));
  const command = end < 0 ? parsed.rest : parsed.rest.slice(0, end);
  if (command.length === 0) return run.hidden('`parallel` runs commands it reads from its arguments or input');
  if (hasOption(parsed, '--pipe', '--spreadstdin')) run.script(joinValues(command), 'parallel --pipe', 'own');
  else if (hasOption(parsed, '--pipepart')) run.script(joinValues(command), 'parallel --pipepart', 'unknown');
  else if (command.length === 1) run.script(command[0], 'parallel');
  else run.words(command);
};

/** hyperfine runs each of its arguments as a shell command line. */
const hyperfine: Handler = (args, run) => {
  const parsed = parseOptions(args, {
    withValue: ['-w', '--warmup', '-r', '--runs', '-m', '--min-runs', '-M', '--max-runs', '-p', '--prepare', '-c', '--cleanup', '-s', '--setup',
      '--conclude', '-S', '--shell', '-P', '--parameter-scan', '-D', '--parameter-step-size', '-L', '--parameter-list', '--style', '-u', '--time-unit',
      '--export-asciidoc', '--export-csv', '--export-json', '--export-markdown', '--export-orgmode', '-n', '--command-name', '--output', '--input', '--sort'],
    permute: true,
  });
  commandOptions('hyperfine', args, OPTION_TABLES.hyperfine, run);
  for (const command of parsed.operands) run.script(command, 'hyperfine');
};

const watchexec: Handler = (args, run) => {
  const parsed = parseOptions(args, { withValue: ['-w', '--watch', '-e', '--exts', '-f', '--filter', '-i', '--ignore', '-d', '--debounce', '-s', '--signal', '--shell', '-E', '--env', '-o', '--on-busy-update', '--project-origin', '--workdir', '--stop-signal', '--stop-timeout', '--delay-run', '--poll', '--emit-events-to'] });
  commandOptions('watchexec', args, OPTION_TABLES.watchexec, run);
  if (parsed.rest.length === 1) run.script(parsed.rest[0], 'watchexec');
  else if (parsed.rest.length > 1) run.words(parsed.rest);
};

/** entr runs its arguments, or with -s its first argument as a shell command line. */
const entr: Handler = (args, run) => {
  const parsed = parseOptions(args, {});
  if (parsed.rest.length === 0) return;
  if (hasOption(parsed, '-s')) run.script(parsed.rest[0], 'entr -s');
  else run.words(parsed.rest);
};

/** moreutils' pee runs each operand as a shell command line fed its input; mispipe runs its two. */
const eachOperandScript = (program: string): Handler => (args, run) => {
  for (const operand of parseOptions(args, { permute: true }).operands) run.script(operand, program);
};

/** `ctest --build-and-test … --test-command cmd args…`: the words after it are the test's command. */
const ctest: Handler = (args, run) => {
  const at = args.findIndex((arg) => arg.value === '--test-command');
  if (at >= 0 && args[at + 1]) run.words(args.slice(at + 1));
};

/** dpkg-buildpackage's `--hook-NAME=cmd` runs cmd at that step (-r/--root-command and the other program options are in OPTION_TABLES). */
const dpkgBuildpackage: Handler = (args, run) => {
  for (const arg of args) {
    const hook = /^--hook-([^=]+)=([\s\S]*)$/.exec(arg.value);
    if (hook) run.script(word(hook[2], arg), `dpkg-buildpackage --hook-${hook[1]}`);
  }
};

/** socat's address types that run a command, and the addresses that are socat's own input (a heredoc, another command, the terminal). */
const SOCAT_COMMAND = /^(exec|system|shell):(.*)$/is;
const SOCAT_OWN_INPUT = /^(?:-|stdio|stdin|fd:0|0|readline)(?:,|$)/i;
/** An address's options after its command: `,pty`, `,stderr`, `,su=nobody`. */
const SOCAT_OPTIONS = /(?:,[\w-]+(?:=[^,]*)?)+$/;

/**
 * socat's `EXEC:`, `SYSTEM:` and `SHELL:` addresses run a command, which reads what comes from the
 * other address: socat's own input (`-`, STDIO, READLINE) or what the analysis cannot see (a
 * connection, a file). A dual address (`PIPE!!SYSTEM:…`) is an address to read and one to write.
 * The address's options follow a comma, which a quoted command may hold too, so the whole rest of
 * the address is judged as the command line, and the command without its options as well.
 */
const socat: Handler = (args, run) => {
  const addresses = args.slice(-2);
  for (const arg of args) {
    const other = addresses.length === 2 && addresses.includes(arg) ? addresses[addresses[0] === arg ? 1 : 0] : undefined;
    const input = other && SOCAT_OWN_INPUT.test(other.value.split('!!')[0]) ? 'own' : 'unknown';
    for (const address of arg.value.split('!!')) {
      const command = SOCAT_COMMAND.exec(address);
      if (!command) continue;
      const runner = `socat ${command[1].toUpperCase()}`;
      run.script(word(command[2], arg), runner, input);
      const bare = command[2].replace(SOCAT_OPTIONS, '');
      if (bare !== command[2]) run.script(word(bare, arg), runner, input);
    }
  }
};

/** `ip -batch FILE` (`-b`, any start of `-batch`): the ip commands of FILE, one a line; from a heredoc each is analysed as `ip …`. */
const ip: Handler = (args, run, context) => {
  let at = -1;
  // ip's own options come first; those that take a value (`-n NETNS`) take the next word.
  for (let i = 0; i < args.length && at < 0 && args[i].value.startsWith('-'); i++) {
    const option = ipValuedOption(args[i].value);
    if (option === '-batch') at = i;
    else if (option !== undefined) i++;
  }
  if (at < 0 || !args[at + 1]) return;
  codeFiles([args[at + 1]], context, run, (batch) => {
    for (const line of batch.value.split('\n')) if (line.trim() !== '') run.script(word(`ip ${line}`, batch), 'ip -batch');
  });
};

/** at and batch run the commands of their input later. */
const at: Handler = (args, run, context) => {
  const parsed = parseOptions(args, { withValue: ['-f', '-q', '-t', '-M'], permute: true });
  if (hasOption(parsed, '-l', '-d', '-r', '-c')) return;
  if (optionValue(parsed, '-f') || context.stdinFile) return run.hidden('`at` runs the commands of a file later');
  if (context.stdinScript) return run.script(context.stdinScript, 'at');
  if (context.piped) run.hidden('`at` runs the commands of its input later, which cannot be checked');
};

/**
 * crontab installs the commands of a file (or of its input, `-`) to run later: from a heredoc each
 * line's command is analysed; a file on disk or another command's output is asked.
 */
const crontab: Handler = (args, run, context) => {
  const parsed = parseOptions(args, { withValue: ['-u', '-n', '-s', '-T'], permute: true });
  if (hasOption(parsed, '-l', '-r', '-e', '-V', '-c', '-T', '--help', '--version')) return;
  const file = parsed.operands[0];
  const source = file ? codeFile(file) : 'input';
  if (source === 'file') return run.hidden(`\`crontab ${excerpt(file!.value, 30)}\` installs the commands of a file to run later, which cannot be checked`);
  if (source !== 'input') return unseenCodeFile(file!, source, context.program, run);
  codeFromInput(context, run, (table) => {
    for (const line of table.value.split('\n')) {
      const job = /^\s*(?:@\w+|(?:\S+\s+){4}\S+)\s+(.+)$/.exec(line);
      if (job && !line.trim().startsWith('#') && !/^\s*[A-Za-z_]\w*\s*=/.test(line)) run.script(word(job[1].replace(/%/g, ' '), table), 'crontab');
    }
  });
};

/** tmux and screen run commands in new windows, and send-keys / stuff type into running ones. */
const TMUX_RUNNING = new Set(['new-session', 'new', 'new-window', 'neww', 'split-window', 'splitw', 'respawn-pane', 'respawnp', 'respawn-window', 'respawnw', 'run-shell', 'run', 'if-shell', 'if', 'pipe-pane', 'pipep', 'display-popup', 'popup']);
const tmux: Handler = (args, run) => {
  const at = args.findIndex((arg) => TMUX_RUNNING.has(arg.value) || ['send-keys', 'send', 'source-file', 'source'].includes(arg.value));
  if (at < 0) return;
  const subcommand = args[at].value;
  const parsed = parseOptions(args.slice(at + 1), { withValue: ['-t', '-s', '-n', '-c', '-e', '-F', '-x', '-y', '-w', '-l', '-p', '-T', '-S', '-B'], permute: true });
  if (['send-keys', 'send', 'source-file', 'source'].includes(subcommand)) {
    run.hidden(`\`tmux ${subcommand}\` runs what it types or reads in another terminal`);
    return run.mention(parsed.operands.map((operand) => operand.value).join(' '));
  }
  if (parsed.operands.length > 0) run.script(joinValues(parsed.operands), `tmux ${subcommand}`);
};

const screen: Handler = (args, run) => {
  const parsed = parseOptions(args, { withValue: ['-S', '-c', '-e', '-h', '-p', '-T', '-t', '-L', '-Logfile', '-s'] });
  const screenCommand = parsed.rest.map((arg) => arg.value).join(' ');
  if (hasOption(parsed, '-X') && !/^(?:quit|kill|detach|windows|info|sessionname|title|select|next|prev|other|lockscreen|wipe)\b/.test(screenCommand)) {
    run.hidden('`screen -X` sends commands to a running screen, which can type into its terminals');
    run.mention(args.map((arg) => arg.value).join(' '));
  }
  if (parsed.rest.length > 0) run.words(parsed.rest);
};

/** The editors and databases whose input holds commands: a heredoc can be read, another command's output is asked. */
const commandInput = (program: string, shellEscape: RegExp, files: OptionGrammar = {}): Handler => (args, run, context) => {
  const read = (input: Word) => {
    for (const line of input.value.split('\n')) {
      const escape = shellEscape.exec(line.trim());
      if (escape) run.script(word(escape[1], input), `${program} !`);
    }
  };
  const parsed = parseOptions(args, { ...files, permute: true });
  const scripts = parsed.options.flatMap((option) => (files.withValue?.includes(option.name) && option.value ? [option.value] : []));
  codeFiles(scripts, context, run, read);
  codeFromInput(context, run, read, `\`${context.program}\` runs the commands of its input, which come from another command and cannot be checked`);
};

/**
 * sqlite3's dot commands that run a command or load code: `.shell` and `.system` run their text,
 * `.load` loads a library, and `.once`, `.output`, `.read` and `.import` of `|cmd` run cmd. sqlite3
 * takes any start of a dot command's name (`.sh`, `.sy`, `.l`, `.o`), the first one listed here it begins.
 */
const SQLITE_DOT_COMMANDS: ReadonlyArray<[name: string, runs: 'script' | 'loads' | 'piped']> = [
  ['shell', 'script'], ['system', 'script'], ['load', 'loads'], ['once', 'piped'], ['output', 'piped'], ['read', 'piped'], ['import', 'piped'],
];

const sqlite: Handler = (args, run, context) => {
  const read = (line: Word) => {
    const command = dotCommandOf(line.value);
    if (!command && SQL_REACHING_FILES.test(line.value)) run.hidden(`\`${context.program}\` runs SQL that starts a program or opens files by name (edit(), readfile(), writefile(), ATTACH, VACUUM INTO), which are not checked`);
    const known = command && SQLITE_DOT_COMMANDS.find(([name]) => name.startsWith(command.name));
    if (!command || !known) return;
    const [name, runs] = known;
    const runner = `sqlite3 .${command.name}`;
    const piped = /^['"]?\|([\s\S]*?)['"]?$/.exec(command.rest.trim());
    if (runs === 'script') run.script(word(command.rest, line), runner);
    else if (runs === 'loads') run.hidden(`\`${runner}\` (.${name}) loads a library, whose code cannot be checked`);
    else if (piped) run.script(word(piped[1], line), runner);
  };
  const lines = (input: Word) => input.value.split('\n').map((line) => word(line, input));
  const parsed = parseOptions(args, SQLITE_GRAMMAR);
  for (const line of sqliteLines(parsed)) read(line);
  codeFiles(parsed.options.flatMap((option) => (option.name === '-init' && option.value ? [option.value] : [])), context, run, (input) => lines(input).forEach(read));
  codeFromInput(context, run, (input) => lines(input).forEach(read), `\`${context.program}\` runs the dot commands of its input, which come from another command and cannot be checked`);
};

const sed: Handler = (args, run, context) => {
  const values = args.map((arg) => arg.value);
  sedScript(values, args[0], run);
  // A script file that is the input is its heredoc, read as the script (`sed -f - f <<< '1e rm v'`).
  const files = sedScriptFiles(values).map(({ name, arg }) => word(name, args[arg] ?? args[0]));
  codeFiles(files, context, run, (code) => {
    sedScript(['-e', code.value], code, run);
    const { reads, writes } = sedFileTargets(['-e', code.value]);
    if (reads.length + writes.length > 0) run.hidden(`\`${context.program} -f\` reads or writes files its script from the input names, which are not checked`);
  });
};

function sedScript(args: readonly string[], at: Word, run: InnerRunner): void {
  const executions = sedExecutions(args);
  for (const command of executions.commands) run.script(word(command, at), 'sed e');
  if (executions.hidden) run.hidden(executions.hidden);
}

/** `find -exec` is analysed elsewhere; `fd -x`/`-X` and `fd --exec` run a command on each match. */
const fd: Handler = (args, run) => {
  const at = args.findIndex((arg) => ['-x', '--exec', '-X', '--exec-batch'].includes(arg.value));
  if (at < 0) return;
  const end = args.findIndex((arg, i) => i > at && arg.value === ';');
  const command = args.slice(at + 1, end < 0 ? undefined : end);
  if (command.length > 0) run.words(command);
};

/** `docker run --health-cmd`, `--entrypoint`: besides the command, these run code in the container. */
const container: Handler = (args, run) => {
  commandOptions('docker', args, [{ names: ['--health-cmd'], kind: 'script' }, { names: ['--entrypoint'], kind: 'program' }], run);
};

function joinValues(words: readonly Word[]): Word {
  return {
    value: words.map((each) => each.value).join(' '),
    dynamic: words.some((each) => each.dynamic),
    pattern: false,
    start: words[0].start,
    end: words[words.length - 1].end,
  };
}

/** `pytest --pdb` and `--trace` stop in the debugger, which runs the commands of its input. */
const pytest: Handler = (args, run, context) => {
  if (args.some((arg) => PYTEST_DEBUGGING.test(arg.value))) codeFromInput(context, run, (code) => inlineCode(code, context.program, '--pdb <<', run));
};

/** less's `+keys` and `++keys` options run their keys at start (`less '+!rm v' f`); after `--` a `+` word is a file. */
const less: Handler = (args, run, context) => {
  for (const arg of args) {
    if (arg.value === '--') return;
    if (arg.value.startsWith('+')) lessStartKeys(word(arg.value.replace(/^\+\+?/, ''), arg), `\`${context.program} ${excerpt(arg.value, 30)}\``, run);
  }
};

const HANDLERS: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  ...[...LESS_NAMES].map((name): [string, Handler] => [name, less]),
  ...Object.keys(INTERPRETERS).map((name): [string, Handler] => [name, interpreter(name)]),
  ['awk', awk], ['gawk', awk], ['mawk', awk], ['nawk', awk], ['busybox-awk', awk],
  ['gdb', gdb], ['lldb', lldb], ['git', git], ['ssh', ssh], ['autossh', ssh], ['scp', scp], ['sftp', scp],
  ['make', make], ['gmake', make], ['parallel', parallel], ['sem', parallel], ['hyperfine', hyperfine], ['watchexec', watchexec],
  ['entr', entr], ['at', at], ['batch', at], ['tmux', tmux], ['screen', screen], ['sed', sed], ['gsed', sed], ['fd', fd], ['fdfind', fd],
  ['docker', container], ['podman', container], ['crontab', crontab],
  ['ed', commandInput('ed', /^(?:[\d,.$;]*[rwWe]\s*)?!(.+)$/)], ['ex', commandInput('ex', /^:?(?:[\d,.$%]*(?:r|w|read|write)\s*)?!(.+)$/)],
  ['mysql', commandInput('mysql', /^(?:system|\\!)\s+(.+)$/)], ['psql', commandInput('psql', /^\\!\s*(.+)$/, { withValue: ['-f', '--file'] })],
  ['socat', socat], ['ip', ip], ['pee', eachOperandScript('pee')], ['mispipe', eachOperandScript('mispipe')], ['ctest', ctest],
  ['dpkg-buildpackage', dpkgBuildpackage],
  ['sqlite3', sqlite], ['pytest', pytest], ['py.test', pytest],
]);

/** Reports what the program runs besides itself: a handler by its name, or the options table for it. */
export function analyseInnerCode(named: string, args: readonly Word[], run: InnerRunner, context: InnerContext): void {
  const program = withoutBuildSuffix(named);
  const handler = HANDLERS.get(program) ?? HANDLERS.get(interpreterOf(program) ?? '');
  handler?.(args, run, context);
  const editor = VIM_NAMES.has(program);
  const table = OPTION_TABLES[editor ? 'vim' : NETCAT_NAMES.has(program) ? 'nc' : program];
  if (table && !OWN_OPTION_HANDLING.has(program)) commandOptions(named, args, table, run);
  if (!editor) return;
  for (const arg of args) if (arg.value.startsWith('+') && !/^\+\d*$|^\+\/[^!]*$/.test(arg.value)) run.hidden(`\`${named} ${excerpt(arg.value, 30)}\` runs an editor command`);
}

const VIM_NAMES = new Set(['vi', 'vim', 'nvim', 'view', 'vimdiff', 'gvim', 'evim', 'rvim', 'ex', 'rview', 'gview']);
/** Handlers that read their option table themselves. */
const OWN_OPTION_HANDLING = new Set(['hyperfine', 'watchexec']);
