import { basename, posix } from 'node:path';
import { fullLongOption, hasOption, optionValue, parseOptions, type OptionGrammar, type ParsedOptions } from './option-grammar.ts';
import { awkFileTargets } from './awk-program.ts';
import { SED_LONG_OPTIONS, sedFileTargets } from './sed-script.ts';
import { FIND_EXEC_ACTIONS, LAUNCHERS, NETCAT_NAMES } from './runners.ts';
import { SQLITE_GRAMMAR, sqliteDotWrite, sqliteLines } from './sqlite-shell.ts';
import { outputOptionTargets, variableOutputTargets } from './output-options.ts';
import { literalWords, withoutBuildSuffix } from './words.ts';

/** One file or folder a simple command writes, as written in its arguments. */
export interface WriteTarget {
  path: string;
  /**
   * `path`: that file or folder. `tree`: it and all it holds (`rm -r`, `mv` of a folder, `chmod -R`).
   * `contents`: files of unknown names land below it (`tar -x -C dir`, `unzip -d dir`).
   * `link`: a link to it is made, so what writes through the link writes it.
   */
  reach: 'path' | 'tree' | 'contents' | 'link';
  /** For `link`: the link made. */
  link?: string;
  /** When `path` turns out to be a folder: the names written in it (`cp a b dir` writes dir/a and dir/b). */
  names?: string[];
  /** For `contents`: what the program does there, in words for the person (`extracts into`). */
  action?: string;
}

/** Names that are no files: writing them writes nothing on disk. */
const NOT_FILES = new Set(['-', '/dev/null', '/dev/stdout', '/dev/stderr', '/dev/tty', '/dev/fd/1', '/dev/fd/2']);

type Targets = (parsed: ParsedOptions, argv: readonly string[]) => WriteTarget[];

interface Writer {
  grammar: OptionGrammar;
  targets: Targets;
}

const operandsOf = (parsed: ParsedOptions) => parsed.operands.map((word) => word.value);
const valueOf = (parsed: ParsedOptions, ...names: string[]) => optionValue(parsed, ...names)?.value;
const valuesOf = (parsed: ParsedOptions, ...names: string[]) =>
  parsed.options.filter((option) => names.includes(option.name) && option.value).map((option) => option.value!.value);
const each = (paths: readonly string[], reach: WriteTarget['reach'] = 'path'): WriteTarget[] => paths.map((path) => ({ path, reach }));
const recursive = (parsed: ParsedOptions) => hasOption(parsed, '-r', '-R', '--recursive');
const into = (folder: string, action: string): WriteTarget[] => [{ path: folder, reach: 'contents', action }];

/**
 * cp, mv, ln and install: `SRC… DEST`, `-t DIR SRC…`, `-T SRC DEST`. A destination that may be a folder
 * counts as itself and as the file each source makes in it (`cp x/.mcp.json .` writes `./.mcp.json`).
 */
function destinations(parsed: ParsedOptions): { sources: string[]; targets: WriteTarget[] } {
  const operands = operandsOf(parsed);
  // A folder copied whole writes a tree of names only its contents tell (`cp -r dir/. .`).
  const reach = hasOption(parsed, '-r', '-R', '--recursive', '-a', '--archive') ? 'tree' : 'path';
  const into = valueOf(parsed, '-t', '--target-directory');
  if (into !== undefined) return { sources: operands, targets: [{ path: into, reach, names: operands.map((source) => basename(source)) }] };
  if (operands.length < 2) return { sources: [], targets: [] };
  const sources = operands.slice(0, -1);
  const dest = operands[operands.length - 1];
  if (hasOption(parsed, '-T', '--no-target-directory')) return { sources, targets: [{ path: dest, reach }] };
  return { sources, targets: [{ path: dest, reach, names: sources.map((source) => basename(source)) }] };
}

const copying: OptionGrammar = {
  withValue: ['-t', '--target-directory', '-S', '--suffix', '-m', '--mode', '-o', '--owner', '-g', '--group', '--context'],
  permute: true,
};

/** `-i[SUFFIX]` and `--in-place[=SUFFIX]` edit the files in place; the suffix, if any, is glued to the option. */
function sedInPlace(argv: readonly string[]): WriteTarget[] {
  let inPlace = false;
  let scriptGiven = false;
  const operands: string[] = [];
  for (let index = 1; index < argv.length; index++) {
    const arg = fullLongOption(argv[index], SED_LONG_OPTIONS);
    if (arg === '--') {
      operands.push(...argv.slice(index + 1));
      break;
    }
    if (arg.startsWith('--')) {
      if (arg === '--in-place' || arg.startsWith('--in-place=')) inPlace = true;
      if (arg === '--expression' || arg === '--file') index++;
      if (/^--(expression|file)(=|$)/.test(arg)) scriptGiven = true;
    } else if (arg.startsWith('-') && arg.length > 1) {
      for (let at = 1; at < arg.length; at++) {
        const letter = arg[at];
        if (letter === 'i') {
          inPlace = true;
          break;
        }
        if (letter === 'e' || letter === 'f' || letter === 'l') {
          if (letter !== 'l') scriptGiven = true;
          if (at === arg.length - 1) index++;
          break;
        }
      }
    } else {
      operands.push(arg);
    }
  }
  // What its script writes by name (`w F`, `s/x/y/w F`) is written whatever -i says.
  const named = each(sedFileTargets(argv.slice(1)).writes);
  if (!inPlace) return named;
  return [...each(scriptGiven ? operands : operands.slice(1)), ...named];
}

/** `tar` with its first word as old-style letters (`tar xzf a.tgz`) or as options. */
function tarTargets(argv: readonly string[]): WriteTarget[] {
  const [first = '', ...rest] = argv.slice(1);
  // Old-style letters (`tar xzf a.tgz`): the `f` takes the first word after them.
  const letters = first.startsWith('-') ? [] : [...first].filter((letter) => letter !== 'f').map((letter) => `-${letter}`);
  const words = first.startsWith('-') ? argv.slice(1) : [...letters, ...(first.includes('f') ? ['-f'] : []), ...rest];
  const parsed = parseOptions(literalWords(words), {
    withValue: ['-f', '--file', '-C', '--directory', '-T', '--files-from', '-X', '--exclude-from', '-b', '--blocking-factor', '-g', '--listed-incremental', '-I', '--use-compress-program', '-H', '--format', '-V', '--label'],
    permute: true,
  });
  const archive = valueOf(parsed, '-f', '--file');
  if (hasOption(parsed, '-x', '--extract', '--get')) return into(valueOf(parsed, '-C', '--directory') ?? '.', 'extracts into');
  const writesArchive = hasOption(parsed, '-c', '--create', '-r', '--append', '-u', '--update', '-A', '--catenate', '--concatenate', '--delete');
  return writesArchive && archive !== undefined ? each([archive]) : [];
}

/** `git config`, `git remote …`: the config file they change. */
function gitTargets(argv: readonly string[]): WriteTarget[] {
  const global = parseOptions(literalWords(argv.slice(1)), { withValue: ['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--exec-path', '--config-env'] });
  const [command, ...args] = global.rest.map((word) => word.value);
  const base = valueOf(global, '-C') ?? '.';
  const gitDir = valueOf(global, '--git-dir') ?? posix.join(base, '.git');
  if (command === 'remote') return ['add', 'set-url', 'rename', 'remove', 'rm', 'set-head', 'set-branches'].includes(args[0] ?? '') ? each([posix.join(gitDir, 'config')]) : [];
  const output = gitOutputs(args, command ?? '');
  // The work tree git changes: --work-tree's (from -C's folder), else -C's.
  const workTree = valueOf(global, '--work-tree');
  const tree = workTree === undefined ? base : /^[/~$]/.test(workTree) ? workTree : posix.join(base, workTree);
  if (command !== 'config') return [...each(output.filter((path) => path !== '')), ...gitWorkTreeTargets(command, args, tree, gitDir, workTree !== undefined)];
  const parsed = parseOptions(literalWords(args), { withValue: ['-f', '--file', '--blob', '--type', '--default', '--comment', '--value'], permute: true });
  const positional = operandsOf(parsed);
  const subcommands = new Set(['set', 'unset', 'rename-section', 'remove-section', 'edit']);
  const reading = new Set(['get', 'list']);
  const writes = subcommands.has(positional[0] ?? '') ||
    (!reading.has(positional[0] ?? '') && (hasOption(parsed, '--unset', '--unset-all', '--add', '--replace-all', '--rename-section', '--remove-section', '-e', '--edit') ||
      (positional.length >= 2 && !hasOption(parsed, '--get', '--get-all', '--get-regexp', '--get-urlmatch', '-l', '--list', '--get-color', '--get-colorbool'))));
  if (!writes) return [];
  const file = valueOf(parsed, '-f', '--file');
  if (file !== undefined) return each([file]);
  if (hasOption(parsed, '--global')) return each(['~/.gitconfig']);
  if (hasOption(parsed, '--system')) return each(['/etc/gitconfig']);
  if (hasOption(parsed, '--worktree')) return each([posix.join(gitDir, 'config.worktree')]);
  return each([posix.join(gitDir, 'config')]);
}

/** `cmake -E copy|rename|touch|make_directory|remove|tar…`: the file commands of cmake's command mode. */
function cmakeTargets(argv: readonly string[]): WriteTarget[] {
  if (argv[1] !== '-E') return [];
  if (argv[2] === 'tar') return tarTargets(['tar', ...argv.slice(3)]);
  const [command = '', ...operands] = argv.slice(2).filter((arg) => !arg.startsWith('-'));
  if (/^copy/.test(command) || command === 'create_symlink' || command === 'create_hardlink') return each(operands.slice(-1), command === 'copy_directory' ? 'tree' : 'path');
  if (command === 'rename') return each(operands, 'tree');
  if (/^(touch|touch_nocreate|make_directory|remove|remove_directory|rm|chdir)$/.test(command)) return each(command === 'chdir' ? [] : operands, /remove_directory|rm/.test(command) ? 'tree' : 'path');
  return [];
}

/** What git's output options name: `--output[=]F`, `--output-directory[=]D`, and `-o` of the commands below. */
function gitOutputs(args: readonly string[], command: string): string[] {
  return args.flatMap((arg, index) => {
    const glued = /^--output(?:-directory)?=(.*)$/.exec(arg);
    if (glued) return [glued[1]];
    const separate = arg === '--output' || arg === '--output-directory' || (arg === '-o' && OUTPUT_DIR_COMMANDS.has(command));
    return separate ? [args[index + 1] ?? ''] : [];
  });
}

/** Git commands whose `-o DIR` names where they write (`format-patch -o`, `archive -o`). */
const OUTPUT_DIR_COMMANDS = new Set(['format-patch', 'archive']);

/**
 * What git commands that change the work tree or make repositories write: the paths named after `--`
 * (`git checkout other -- .claude/settings.json`), the whole work tree where a patch decides
 * (`git apply`, `git am`), the folder a new repository or work tree goes to, and where the index's
 * files are written (`checkout-index --prefix=`). `base` is the work tree (`--work-tree`'s, else `-C`'s);
 * `otherTree`: --work-tree named it.
 */
function gitWorkTreeTargets(command: string | undefined, args: readonly string[], base: string, gitDir: string, otherTree: boolean): WriteTarget[] {
  const operands = args.filter((arg) => !arg.startsWith('-'));
  const afterDashes = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];
  switch (command) {
    case 'checkout':
    case 'restore':
      return each(afterDashes.length > 0 ? afterDashes.map((path) => posix.join(base, path)) : command === 'restore' ? operands.map((path) => posix.join(base, path)) : []);
    case 'checkout-index':
    case 'read-tree': {
      // `--prefix=DIR/` writes the index's files below DIR (read-tree only with -u).
      const prefix = args.find((arg) => arg.startsWith('--prefix='))?.slice('--prefix='.length);
      if (prefix !== undefined && (command === 'checkout-index' || args.includes('-u'))) return into(posix.join(base, prefix), 'writes the files of the index below');
      return command === 'checkout-index' ? each(operands.map((path) => posix.join(base, path))) : [];
    }
    case 'merge-file':
      return args.includes('-p') || args.includes('--stdout') ? [] : each(operands.slice(0, 1).map((path) => posix.join(base, path)));
    // In its own work tree they write what the commit or stash holds, as a checkout of a branch does; in another (--work-tree) they write there.
    case 'reset':
      return otherTree && ['--hard', '--merge', '--keep'].some((mode) => args.includes(mode)) ? into(base, 'changes the files of the commit below') : [];
    case 'stash':
      return otherTree && ['pop', 'apply'].includes(operands[0] ?? '') ? into(base, 'changes the files of the stash below') : [];
    case 'apply':
    case 'am':
      return args.includes('--check') || args.includes('--stat') || args.includes('--numstat') ? [] : into(base, 'changes the files its patch names below');
    case 'worktree':
      return operands[0] === 'add' && operands[1] !== undefined ? [...each([operands[1]], 'tree'), ...each([posix.join(gitDir, 'worktrees')], 'tree')] : [];
    case 'clone':
      return operands[1] !== undefined ? each([operands[1]], 'tree') : [];
    case 'init':
      return each([operands[0] ?? base], 'tree');
    case 'bundle':
      return operands[0] === 'create' && operands[1] !== undefined ? each([operands[1]]) : [];
    case 'interpret-trailers': {
      if (!args.includes('--in-place')) return [];
      const parsed = parseOptions(literalWords(args), { withValue: ['--trailer', '--where', '--if-exists', '--if-missing'], permute: true });
      return each(operandsOf(parsed).map((path) => posix.join(base, path)));
    }
    case 'submodule':
      return operands[0] === 'add' ? each([posix.join(gitDir, 'config'), posix.join(base, '.gitmodules'), posix.join(gitDir, 'modules')], 'tree') : [];
    default:
      return [];
  }
}

/** `npm config set|delete|edit` (and `npm set`): the user's `~/.npmrc`, or the project's with `--location=project`. */
function npmTargets(argv: readonly string[]): WriteTarget[] {
  const words = argv.slice(1).filter((arg) => !arg.startsWith('-'));
  const writes = words[0] === 'set' || (['config', 'c'].includes(words[0] ?? '') && ['set', 'delete', 'edit', 'fix'].includes(words[1] ?? ''));
  if (!writes) return [];
  const location = argv.find((arg) => arg.startsWith('--location='))?.slice('--location='.length);
  if (location === 'project') return each(['.npmrc']);
  if (location === 'global' || argv.includes('-g') || argv.includes('--global')) return each(['/etc/npmrc']);
  return each(['~/.npmrc']);
}

/** socat's addresses that make or open a file by its name (`OPEN:f,creat`, `CREATE:f`, `FILE:f`, `PIPE:f`, `UNIX-LISTEN:f`), and a bare path, which it opens as GOPEN. */
const SOCAT_FILE_ADDRESS = /^(?:open|create|creat|gopen|file|pipe|unix-listen|unix-l|unix-recvfrom|unix-recv):([^,]+)|^([^:,]*\/[^:,]*)(?:,|$)/i;

/** The file one side of a socat address (`OPEN:f,creat`, a bare path) names, if it names one. */
export function socatAddressFile(address: string): string | undefined {
  const file = SOCAT_FILE_ADDRESS.exec(address);
  return file ? file[1] ?? file[2] : undefined;
}

/**
 * The files socat's two addresses write: both, but only the second with `-u` (the first is read) and
 * only the first with `-U`; of a dual address (`read!!write`), the part after `!!`.
 */
function socatTargets(argv: readonly string[]): WriteTarget[] {
  const options = argv.slice(1, -2);
  const addresses = argv.slice(-2);
  // `-lf FILE` appends socat's log to FILE.
  const log = options.flatMap((option, index) => (option === '-lf' && options[index + 1] !== undefined ? [options[index + 1]] : []));
  const written = options.includes('-u') ? addresses.slice(1) : options.includes('-U') ? addresses.slice(0, 1) : addresses;
  return each([...log, ...written.flatMap((address) => socatAddressFile(address.split('!!').at(-1) ?? '') ?? [])]);
}

/** netcat's session logs: `-o FILE` (a hex dump in nc.traditional, the session in ncat) and ncat's `-x`/`--hex-dump`. */
const netcat: Writer = {
  grammar: { withValue: ['-o', '--output', '-x', '--hex-dump', '-e', '--exec', '-c', '--sh-exec', '--lua-exec', '-p', '-s', '-w', '-q', '-i', '-g', '-G', '-m', '-d'], permute: true },
  targets: (parsed) => each(valuesOf(parsed, '-o', '--output', '-x', '--hex-dump')),
};

/**
 * `mktemp TEMPLATE` makes its file (or folder, -d) where the template says, or in `-p DIR`/`--tmpdir=DIR`,
 * under the template's name with its Xs made random (a path of the template's letters stands for it).
 * A bare `mktemp` and `mktemp -t x.XXX` write in $TMPDIR, which is the session's scratch folder in the sandbox.
 */
function mktempTargets(parsed: ParsedOptions): WriteTarget[] {
  const [template = 'tmp.XXXXXXXXXX'] = operandsOf(parsed);
  const folder = valueOf(parsed, '-p', '--tmpdir');
  if (folder !== undefined && folder !== '') return each([posix.join(folder, basename(template))]);
  return template.includes('/') && !hasOption(parsed, '-t', '--tmpdir') ? each([template]) : [];
}

/** `sqlite3 [OPTIONS] FILE [SQL]` opens FILE for writing (and its journal beside it), unless -readonly; `:memory:` and no file are no file. */
function sqliteTargets(parsed: ParsedOptions): WriteTarget[] {
  const [database] = operandsOf(parsed);
  if (database === undefined || database === '' || database.startsWith(':') || database.startsWith('file:') || hasOption(parsed, '-readonly', '--readonly')) return [];
  return each([database, `${database}-journal`]);
}


/**
 * Tools whose settings commands write a file in the home folder: the program, the operands that begin
 * such a command, and the files it writes given its operands and options. Each is a write outside the
 * project, asked like any other.
 */
const USER_CONFIG_COMMANDS: ReadonlyArray<{ program: string; starts: readonly string[][]; files: (operands: readonly string[], options: readonly string[]) => string[] }> = [
  ...['pip', 'pip3'].map((program) => ({
    program,
    starts: [['config', 'set'], ['config', 'unset'], ['config', 'edit']],
    files: (_: readonly string[], options: readonly string[]) => [options.includes('--global') ? '/etc/pip.conf' : '~/.config/pip/pip.conf'],
  })),
  {
    // A key of the credentials file (`aws_access_key_id`) goes there, any other to the config file; `aws configure` alone asks for both.
    program: 'aws',
    starts: [['configure']],
    files: ([, action, key = '']) =>
      action === undefined || action === 'import' ? ['~/.aws/credentials', '~/.aws/config']
      : action !== 'set' ? []
      : /^(?:[\w-]+\.)?aws_(?:access_key_id|secret_access_key|session_token)$/.test(key) ? ['~/.aws/credentials'] : ['~/.aws/config'],
  },
  { program: 'gh', starts: [['config', 'set']], files: () => ['~/.config/gh/config.yml'] },
  { program: 'conda', starts: [['config']], files: (_, options) => (options.some((option) => /^--(?:set|add|append|prepend|remove|remove-key)$/.test(option)) ? ['~/.condarc'] : []) },
];

function userConfigTargets(argv: readonly string[]): WriteTarget[] {
  const options = argv.slice(1).filter((word) => word.startsWith('-'));
  // Values of options (`--profile x`) are left among the operands: every start is checked from the first.
  const operands = argv.slice(1).filter((word) => !word.startsWith('-'));
  const command = USER_CONFIG_COMMANDS.find(({ program, starts }) => program === argv[0] && starts.some((start) => start.every((word, index) => operands[index] === word)));
  return command ? each(command.files(operands, options)) : [];
}

/** The file curl -O and wget save a URL to: its last path segment. */
const remoteName = (url: string): string => basename(url.replace(/[?#].*$/, '').replace(/\/+$/, '')) || 'index.html';

const WRITERS: Readonly<Record<string, Writer | ((argv: readonly string[]) => WriteTarget[])>> = {
  cp: {
    grammar: copying,
    targets: (parsed) => {
      const { sources, targets } = destinations(parsed);
      // `cp -l`/`-s` make second names or links of the sources, as ln does: a write through one writes the source.
      const links = hasOption(parsed, '-l', '--link', '-s', '--symbolic-link') ? sources.map((source): WriteTarget => ({ path: source, reach: 'link', link: targets[0]?.path ?? '' })) : [];
      return [...targets, ...links];
    },
  },
  install: {
    grammar: copying,
    targets: (parsed) => (hasOption(parsed, '-d', '--directory') ? each(operandsOf(parsed)) : destinations(parsed).targets),
  },
  mv: {
    grammar: copying,
    targets: (parsed) => {
      const { sources, targets } = destinations(parsed);
      return [...targets, ...each(sources, 'tree')];
    },
  },
  ln: { grammar: copying, targets: (parsed) => linking(linkPairs(parsed)) },
  sd: {
    grammar: { withValue: ['-f', '--flags', '-n', '--max-replacements'], permute: true },
    // `sd FIND REPLACE FILE…` rewrites the files in place; with no file it filters its input.
    targets: (parsed) => (hasOption(parsed, '-p', '--preview') ? [] : each(operandsOf(parsed).slice(2))),
  },
  link: { grammar: {}, targets: (parsed) => { const [target, link] = operandsOf(parsed); return link === undefined ? [] : linking([[target, link]]); } },
  tee: { grammar: { withValue: [], permute: true }, targets: (parsed) => each(operandsOf(parsed)) },
  // bash's `history -w FILE` writes the history to FILE, `-a FILE` appends to it.
  history: (argv) => (argv.slice(1).some((arg) => /^-[a-z]*[aw]/.test(arg)) ? each(argv.slice(1).filter((arg) => !arg.startsWith('-')).slice(0, 1)) : []),
  // moreutils' `sponge FILE` soaks up its input and writes it to FILE.
  sponge: { grammar: { permute: true }, targets: (parsed) => each(operandsOf(parsed)) },
  shuf: { grammar: { withValue: ['-o', '--output', '-n', '--head-count', '-i', '--input-range', '--random-source'], permute: true }, targets: (parsed) => each(valuesOf(parsed, '-o', '--output')) },
  // ed and red edit the file they open, and write it with `w` from their input.
  ed: { grammar: { withValue: ['-p', '--prompt'], permute: true }, targets: (parsed) => each(operandsOf(parsed)) },
  red: { grammar: { withValue: ['-p', '--prompt'], permute: true }, targets: (parsed) => each(operandsOf(parsed)) },
  'ssh-keygen': sshKeygenTargets,
  openssl: (argv) => each(argv.flatMap((arg, index) => (/^-(?:out|keyout|signkey_out)$/.test(arg) ? [argv[index + 1] ?? ''] : []))),
  gpg: gpgWriter,
  gpg2: gpgWriter,
  pandoc: { grammar: { withValue: ['-o', '--output', '-f', '--from', '-t', '--to', '-d', '--defaults', '--extract-media'], permute: true }, targets: (parsed) => [...each(valuesOf(parsed, '-o', '--output')), ...valuesOf(parsed, '--extract-media').flatMap((folder) => into(folder, 'extracts media into'))] },
  // `yq -i` (mikefarah's, and the Python one's `-yi`/`-Yi`) rewrites its files in place.
  yq: (argv) => (argv.slice(1).some((arg) => arg === '--in-place' || /^-[a-zA-Z]*i/.test(arg)) ? each(argv.slice(1).filter((arg) => !arg.startsWith('-')).slice(1)) : []),
  dpkg: (argv) => dpkgExtract(argv, ['-x', '--extract', '-X', '--vextract']),
  'dpkg-deb': (argv) => dpkgExtract(argv, ['-x', '--extract', '-X', '--vextract', '-R', '--raw-extract']),
  '7z': sevenZipTargets,
  '7za': sevenZipTargets,
  '7zz': sevenZipTargets,
  aria2c: {
    grammar: { withValue: ['-d', '--dir', '-o', '--out', '-i', '--input-file', '-l', '--log', '--save-session'], permute: true },
    targets: (parsed) => {
      const folder = valueOf(parsed, '-d', '--dir') ?? '.';
      const out = valueOf(parsed, '-o', '--out');
      const saved = out === undefined ? operandsOf(parsed).map(remoteName) : [out];
      return each([...saved.map((name) => posix.join(folder, name)), ...valuesOf(parsed, '-l', '--log', '--save-session')]);
    },
  },
  sed: sedInPlace,
  ...Object.fromEntries(['awk', 'gawk', 'mawk', 'nawk'].map((name) => [name, (argv: readonly string[]) => each(awkFileTargets(argv.slice(1)).writes)])),
  dd: (argv) => each(argv.filter((arg) => arg.startsWith('of=')).map((arg) => arg.slice(3))),
  touch: { grammar: { withValue: ['-d', '--date', '-r', '--reference', '-t'], permute: true }, targets: (parsed) => each(operandsOf(parsed)) },
  mkdir: { grammar: { withValue: ['-m', '--mode', '--context'], permute: true }, targets: (parsed) => each(operandsOf(parsed)) },
  mkfifo: { grammar: { withValue: ['-m', '--mode', '--context'], permute: true }, targets: (parsed) => each(operandsOf(parsed)) },
  rm: { grammar: { permute: true }, targets: (parsed) => each(operandsOf(parsed), recursive(parsed) ? 'tree' : 'path') },
  rmdir: { grammar: { permute: true }, targets: (parsed) => each(operandsOf(parsed)) },
  unlink: { grammar: { permute: true }, targets: (parsed) => each(operandsOf(parsed)) },
  shred: { grammar: { withValue: ['-n', '--iterations', '-s', '--size', '--random-source'], permute: true }, targets: (parsed) => each(operandsOf(parsed)) },
  truncate: { grammar: { withValue: ['-s', '--size', '-r', '--reference'], permute: true }, targets: (parsed) => each(operandsOf(parsed)) },
  fallocate: { grammar: { withValue: ['-l', '--length', '-o', '--offset'], permute: true }, targets: (parsed) => each(operandsOf(parsed)) },
  chmod: modeChanger,
  chown: modeChanger,
  chgrp: modeChanger,
  rsync: {
    grammar: { withValue: ['-e', '--rsh', '-f', '--filter', '-T', '--temp-dir', '-B', '--block-size', '--exclude', '--include', '--exclude-from', '--include-from', '--files-from', '--log-file', '--partial-dir', '--backup-dir', '--suffix', '--chmod', '--chown', '--password-file'], permute: true },
    // Besides the destination: the backups, partial files, temporary files and log it writes where its options say.
    targets: (parsed) => [...localDestination(operandsOf(parsed), 'tree'), ...each(valuesOf(parsed, '--backup-dir', '--partial-dir', '-T', '--temp-dir'), 'tree'), ...each(valuesOf(parsed, '--log-file'))],
  },
  scp: {
    grammar: { withValue: ['-c', '-F', '-i', '-l', '-o', '-P', '-S', '-J', '-D', '-X'], permute: true },
    targets: (parsed) => localDestination(operandsOf(parsed), 'tree'),
  },
  tar: tarTargets,
  bsdtar: tarTargets,
  unzip: {
    grammar: { withValue: ['-d', '-x', '-P', '-Z'], permute: true },
    targets: (parsed) => (hasOption(parsed, '-l', '-t', '-v', '-p', '-c', '-z', '-Z') ? [] : into(valueOf(parsed, '-d') ?? '.', 'extracts into')),
  },
  patch: {
    grammar: { withValue: ['-o', '--output', '-d', '--directory', '-i', '--input', '-p', '--strip', '-B', '--prefix', '-r', '--reject-file', '-z', '--suffix', '-D', '--ifdef', '-F', '--fuzz', '-V', '--version-control'], permute: true },
    targets: (parsed) => {
      const output = valueOf(parsed, '-o', '--output');
      if (output !== undefined) return each([output]);
      const [original] = operandsOf(parsed);
      return original !== undefined ? each([original]) : into(valueOf(parsed, '-d', '--directory') ?? '.', 'changes the files its diff names below');
    },
  },
  git: gitTargets,
  socat: socatTargets,
  ...Object.fromEntries([...NETCAT_NAMES].map((name) => [name, netcat])),
  // rlwrap's log (-l) and history (-H) files.
  rlwrap: { grammar: LAUNCHERS.get('rlwrap')!, targets: (parsed) => each(valuesOf(parsed, '-l', '--logfile', '-H', '--history-filename')) },
  // `node --redirect-warnings=FILE` writes the process's warnings, whose text the code chooses, to FILE.
  node: (argv) => each(argv.flatMap((arg, index) => (arg.startsWith('--redirect-warnings=') ? [arg.slice('--redirect-warnings='.length)] : arg === '--redirect-warnings' ? [argv[index + 1] ?? ''] : []))),
  cmake: cmakeTargets,
  npm: npmTargets,
  pnpm: npmTargets,
  curl: {
    grammar: {
      withValue: ['-o', '--output', '--output-dir', '-D', '--dump-header', '-c', '--cookie-jar', '--etag-save', '--trace', '--trace-ascii', '--stderr', '--libcurl',
        '-d', '--data', '--data-binary', '--data-raw', '--data-urlencode', '-H', '--header', '-X', '--request', '-u', '--user', '-A', '--user-agent', '-e', '--referer',
        '-b', '--cookie', '-F', '--form', '-T', '--upload-file', '-x', '--proxy', '-m', '--max-time', '-w', '--write-out', '-K', '--config', '-r', '--range', '--connect-timeout', '--retry', '--url'],
      permute: true,
    },
    targets: (parsed) => {
      const dir = valueOf(parsed, '--output-dir');
      const inDir = (path: string) => (dir === undefined || path.startsWith('/') ? path : posix.join(dir, path));
      const named = hasOption(parsed, '-O', '--remote-name', '--remote-name-all') ? operandsOf(parsed).concat(valuesOf(parsed, '--url')).map(remoteName) : [];
      return each([...valuesOf(parsed, '-o', '--output'), ...named].map(inDir).concat(valuesOf(parsed, '-D', '--dump-header', '-c', '--cookie-jar', '--etag-save', '--trace', '--trace-ascii', '--stderr', '--libcurl')));
    },
  },
  wget: {
    grammar: { withValue: ['-O', '--output-document', '-P', '--directory-prefix', '-o', '--output-file', '-a', '--append-output', '-i', '--input-file', '-U', '--user-agent', '--header', '-e', '--execute', '-t', '--tries', '-T', '--timeout', '--post-data', '--post-file', '--save-cookies', '--load-cookies'], permute: true },
    targets: (parsed) => {
      const prefix = valueOf(parsed, '-P', '--directory-prefix');
      const logs = valuesOf(parsed, '-o', '--output-file', '-a', '--append-output', '--save-cookies');
      const document = valueOf(parsed, '-O', '--output-document');
      if (document !== undefined) return each([document, ...logs]);
      const recursiveFetch = hasOption(parsed, '-r', '--recursive', '-m', '--mirror');
      if (recursiveFetch) return [...into(prefix ?? '.', 'downloads into'), ...each(logs)];
      return each([...operandsOf(parsed).map((url) => posix.join(prefix ?? '.', remoteName(url))), ...logs]);
    },
  },
  // `uniq [IN [OUT]]`, `xxd [IN [OUT]]`: a second operand is the file written.
  uniq: { grammar: { withValue: ['-f', '--skip-fields', '-s', '--skip-chars', '-w', '--check-chars'], permute: true }, targets: (parsed) => each(operandsOf(parsed).slice(1, 2)) },
  xxd: { grammar: { withValue: ['-c', '-cols', '-g', '-groupsize', '-l', '-len', '-o', '-offset', '-s', '-seek', '-n', '-name'], permute: true }, targets: (parsed) => each(operandsOf(parsed).slice(1, 2)) },
  sort: { grammar: { withValue: ['-o', '--output', '-k', '--key', '-t', '--field-separator', '-S', '--buffer-size', '-T', '--temporary-directory', '--files0-from', '--parallel', '--batch-size', '--compress-program', '--random-source'], permute: true }, targets: (parsed) => each(valuesOf(parsed, '-o', '--output')) },
  split: {
    grammar: { withValue: ['-a', '--suffix-length', '--additional-suffix', '-b', '--bytes', '-C', '--line-bytes', '-l', '--lines', '-n', '--number', '-t', '--separator', '--filter'], permute: true },
    targets: (parsed) => each([operandsOf(parsed)[1] ?? 'x']),
  },
  csplit: { grammar: { withValue: ['-b', '--suffix-format', '-f', '--prefix', '-n', '--digits'], permute: true }, targets: (parsed) => each([valueOf(parsed, '-f', '--prefix') ?? 'xx']) },
  ar: (argv) => {
    const operation = (argv[1] ?? '').replace(/^-/, '');
    if (/[x]/.test(operation)) return into('.', 'extracts into');
    return /[rqdms]/.test(operation) && argv[2] !== undefined ? each([argv[2]]) : [];
  },
  zip: {
    grammar: { withValue: ['-b', '-t', '--from-date', '-tt', '--before-date', '-n', '--suffixes', '-P', '--password', '-O', '--output-file', '-Z', '--compression-method'], permute: true },
    targets: (parsed) => {
      const output = valueOf(parsed, '-O', '--output-file');
      const [archive] = operandsOf(parsed);
      if (archive === undefined) return [];
      return each([...(output ? [output] : []), archive, ...(posix.extname(archive) === '' ? [`${archive}.zip`] : [])]);
    },
  },
  gzip: compressor,
  gunzip: compressor,
  bzip2: compressor,
  bunzip2: compressor,
  xz: compressor,
  unxz: compressor,
  zstd: compressor,
  lzma: compressor,
  find: findTargets,
  mktemp: { grammar: { withValue: ['-p', '--suffix'], permute: true }, targets: mktempTargets },
  // The database (and its journal), and the files its dot commands write.
  sqlite3: { grammar: SQLITE_GRAMMAR, targets: (parsed) => [...sqliteTargets(parsed), ...each(sqliteLines(parsed).flatMap((line) => sqliteDotWrite(line.value) ?? []))] },
  ...Object.fromEntries(USER_CONFIG_COMMANDS.map(({ program }) => [program, userConfigTargets])),
};

/** ssh-keygen writes the key of -f (and its `.pub`), unless it only shows, tests or finds keys. */
function sshKeygenTargets(argv: readonly string[]): WriteTarget[] {
  const parsed = parseOptions(literalWords(argv.slice(1)), {
    withValue: ['-f', '-t', '-b', '-C', '-N', '-P', '-m', '-E', '-F', '-O', '-a', '-I', '-n', '-V', '-z', '-Z', '-s', '-r', '-D', '-w'],
    permute: true,
  });
  const file = valueOf(parsed, '-f');
  if (file === undefined || hasOption(parsed, '-l', '-y', '-B', '-F', '-e', '-D', '-Q', '-Y', '-H', '-r', '-L')) return [];
  return each([file, `${file}.pub`]);
}

/** gpg's `-o`/`--output FILE`. */
function gpgWriter(argv: readonly string[]): WriteTarget[] {
  return each(argv.flatMap((arg, index) => (arg === '-o' || arg === '--output' ? [argv[index + 1] ?? ''] : arg.startsWith('--output=') ? [arg.slice('--output='.length)] : [])));
}

/** `dpkg -x PKG DIR`, `dpkg-deb -R PKG DIR`: the package's files land below DIR. */
function dpkgExtract(argv: readonly string[], extracting: readonly string[]): WriteTarget[] {
  const at = argv.findIndex((arg) => extracting.includes(arg));
  const folder = at < 0 ? undefined : argv.slice(at + 1).filter((arg) => !arg.startsWith('-'))[1];
  return folder === undefined ? [] : into(folder, 'extracts into');
}

/** 7-Zip: `x`/`e` extract below `-oDIR` (here by default; `-so` to stdout); `a`, `u`, `d`, `rn` change the archive. */
function sevenZipTargets(argv: readonly string[]): WriteTarget[] {
  const [command, archive] = argv.slice(1).filter((arg) => !arg.startsWith('-'));
  const output = argv.find((arg) => arg.startsWith('-o'))?.slice(2);
  if (argv.includes('-so')) return [];
  if (command === 'x' || command === 'e') return into(output || '.', 'extracts into');
  return ['a', 'u', 'd', 'rn'].includes(command ?? '') && archive !== undefined ? each([archive]) : [];
}

/**
 * ln's `TARGET LINK`, `TARGET… DIR`, `-t DIR TARGET…` and `TARGET` (a link of the same name here),
 * each target as the link will lead: a relative target of a symbolic link is relative to the link's
 * folder (`ln -s ../shared src/shared` leads to `shared`), unless `-r` makes ln work that out itself.
 */
function linkPairs(parsed: ParsedOptions): Array<[target: string, link: string]> {
  const operands = operandsOf(parsed);
  const folder = valueOf(parsed, '-t', '--target-directory');
  const pairs: Array<[string, string]> =
    folder !== undefined ? operands.map((target) => [target, posix.join(folder, basename(target))])
    : operands.length === 1 ? [[operands[0], basename(operands[0])]]
    : operands.length === 2 ? [[operands[0], operands[1]], ...(hasOption(parsed, '-T', '--no-target-directory') ? [] : [intoFolder(operands[0], operands[1])])]
    : operands.slice(0, -1).map((target) => intoFolder(target, operands[operands.length - 1]));
  const fromLinkFolder = hasOption(parsed, '-s', '--symbolic') && !hasOption(parsed, '-r', '--relative');
  return fromLinkFolder ? pairs.map(([target, link]) => [leadsFrom(posix.dirname(link), target), link]) : pairs;
}

/** `ln TARGET DIR` makes DIR/name; with two operands the second may be a folder or the link itself, so both count. */
const intoFolder = (target: string, folder: string): [string, string] => [target, posix.join(folder, basename(target))];

/** Where a symbolic link in `folder` with this target leads, as a path from here. */
const leadsFrom = (folder: string, target: string): string => (/^[/~$]/.test(target) ? target : posix.join(folder, target));

/** A link is written, and its target becomes writable through it. */
const linking = (pairs: ReadonlyArray<[string, string]>): WriteTarget[] =>
  pairs.flatMap(([target, link]): WriteTarget[] => [{ path: link, reach: 'path' }, { path: target, reach: 'link', link }]);

/** The files `chmod`/`chown`/`chgrp` change: all operands but the mode or owner (none with `--reference`), recursively with -R. */
function modeChanger(argv: readonly string[]): WriteTarget[] {
  // A symbolic mode may look like an option (`chmod -x f`): only known options count as options.
  const known = /^-(-(recursive|reference=.*|changes|silent|quiet|verbose|no-dereference|dereference|from=.*|preserve-root|no-preserve-root)|[RcfvhHLP]+)$/;
  const options = argv.slice(1).filter((arg) => known.test(arg));
  const operands = argv.slice(1).filter((arg) => !known.test(arg) && arg !== '--');
  const files = options.some((arg) => arg.startsWith('--reference=')) ? operands : operands.slice(1);
  return each(files, options.some((arg) => arg === '--recursive' || /^-[a-zA-Z]*R/.test(arg)) ? 'tree' : 'path');
}

/** gzip and kin replace each file with its (de)compressed one, unless they write to stdout or only test or list. */
function compressor(argv: readonly string[]): WriteTarget[] {
  const parsed = parseOptions(literalWords(argv.slice(1)), { withValue: ['-S', '--suffix', '-b', '-T', '--threads', '-o', '--memlimit'], permute: true });
  if (hasOption(parsed, '-c', '--stdout', '--to-stdout', '-t', '--test', '-l', '--list')) return [];
  const output = valueOf(parsed, '-o');
  const files = operandsOf(parsed);
  return each([...files, ...(output ? [output] : [])]);
}

/** find's starting points (`.` when it names none), and where its expression begins. */
function findStarts(argv: readonly string[]): { starts: string[]; expression: number } {
  const starts: string[] = [];
  let index = 1;
  while (index < argv.length && /^-[HLP]$|^-O\d$|^-D$/.test(argv[index])) index += argv[index] === '-D' ? 2 : 1;
  for (; index < argv.length && !/^[-(!]/.test(argv[index]); index++) starts.push(argv[index]);
  return { starts: starts.length > 0 ? starts : ['.'], expression: index };
}

/** `find … -delete` removes what it finds below its starting points; `-fprint`/`-fls` write a file. (What -exec runs writes is `findExecs`'.) */
function findTargets(argv: readonly string[]): WriteTarget[] {
  const { starts, expression } = findStarts(argv);
  const targets: WriteTarget[] = [];
  if (argv.includes('-delete')) targets.push(...each(starts, 'tree'));
  for (let at = expression; at < argv.length - 1; at++) if (['-fprint', '-fprint0', '-fls', '-fprintf'].includes(argv[at])) targets.push({ path: argv[at + 1], reach: 'path' });
  return targets;
}

/** A command `find` runs on what it finds (`-exec cmd {} ;`, `-execdir cmd {} +`, `-ok…`). */
export interface FindExec {
  /** The command as find's words give it, up to `;` or `{} +`. */
  argv: string[];
  /** `-execdir`, `-okdir`: it runs in the folder of each file found, and `{}` is `./name`. */
  inFoundFolder: boolean;
  /** What find finds lies at or below these. */
  starts: string[];
}

/** The commands a `find` command line runs, in order. */
export function findExecs(argv: readonly string[]): FindExec[] {
  const { starts, expression } = findStarts(argv);
  const execs: FindExec[] = [];
  for (let at = expression; at < argv.length; at++) {
    if (!FIND_EXEC_ACTIONS.has(argv[at])) continue;
    let end = at + 1;
    while (end < argv.length && argv[end] !== ';' && !(argv[end] === '+' && argv[end - 1] === '{}')) end++;
    if (end > at + 1) execs.push({ argv: argv.slice(at + 1, end), inFoundFolder: argv[at].endsWith('dir'), starts });
    at = end;
  }
  return execs;
}

/**
 * Where a write of a command find runs lands: `{}` is each file found at or below a starting point,
 * so `{}` and `{}.bak` write files of names known only when find runs below it (and `start.bak` next
 * to it); -execdir runs in the folders of the files found, so a relative path lands below a starting
 * point too (or next to it). Undefined when it cannot be said (`{}/../x`, `dir/{}` under -execdir).
 */
export function foundFileTargets(target: WriteTarget, exec: FindExec): WriteTarget[] | undefined {
  const below = (start: string): WriteTarget => ({ path: start, reach: 'contents', action: 'writes files it finds below' });
  if (target.names?.some((name) => name.includes(FOUND))) return [{ path: target.path, reach: 'contents', action: 'writes the files it finds into' }];
  const at = target.path.indexOf(FOUND);
  if (at < 0) {
    if (!exec.inFoundFolder || /^[/~]/.test(target.path)) return [target];
    if (climbs(target.path)) return undefined;
    return exec.starts.flatMap((start) => [below(start), { ...target, path: posix.join(posix.dirname(start), target.path) }]);
  }
  const [before, after] = [target.path.slice(0, at), target.path.slice(at + FOUND.length)];
  if (after.includes(FOUND) || climbs(after) || (exec.inFoundFolder && before !== '')) return undefined;
  return exec.starts.flatMap((start) => [below(before + start), ...(after === '' ? [] : [{ ...target, path: before + start + after }])]);
}

/** What find puts in the place of each file it finds. */
const FOUND = '{}';
const climbs = (path: string): boolean => path.split('/').includes('..');

/** rsync and scp write their last operand when it is local (not `host:path`, `user@host:path` or `rsync://…`). */
function localDestination(operands: readonly string[], reach: WriteTarget['reach']): WriteTarget[] {
  if (operands.length < 2) return [];
  const dest = operands[operands.length - 1];
  const remote = /^[^/]*:/.test(dest) || dest.startsWith('rsync://');
  return remote ? [] : each([dest], reach);
}

/**
 * The files a simple command writes by its arguments and by the assignments in force for it
 * (redirections are the analyzer's `writes`).
 */
export function writeTargets(program: string, argv: readonly string[], assignments: readonly string[] = []): WriteTarget[] {
  const name = withoutBuildSuffix(program);
  const writer = Object.hasOwn(WRITERS, name) ? WRITERS[name] : undefined;
  const byOptions = [...outputOptionTargets(name, argv.slice(1)), ...variableOutputTargets(assignments)]
    .flatMap(({ path, folder }) => (folder ? into(path, 'writes files below') : each([path])));
  const found = [...byOptions, ...(!writer ? [] : typeof writer === 'function' ? writer(argv) : writer.targets(parseOptions(literalWords(argv.slice(1)), writer.grammar), argv))];
  // A link may lead to what is no file (`ln -s /dev/tty x`): it is still made.
  return found.filter((target) => target.path !== '' && (target.reach === 'link' || !isNotAFile(target.path)));
}

export function isNotAFile(path: string): boolean {
  return NOT_FILES.has(path);
}
