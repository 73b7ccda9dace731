/**
 * Programs that write where one of their options or operands says, beside the writers of
 * write-targets.ts, whose arguments need more reading: compilers, builders, packagers, converters,
 * tracers and recorders. An option's value is taken as a separate word, after `=` (`--outfile=F`,
 * `-out=F`), or glued to a one-letter option (`-oF`).
 */
export interface OutputOptions {
  /** Only under these subcommands, the first word that is no option (`go build`, `docker save`). */
  subcommands?: readonly string[];
  /** Options whose value is a file written. */
  files?: readonly string[];
  /** Options whose value is a folder written below, under names only running tells. */
  folders?: readonly string[];
  /** Long options ending so name a folder too (`protoc --python_out=DIR`). */
  folderSuffix?: string;
  /** An operand that is the file written: its index among the operands, or the last one. */
  operand?: number | 'last';
  /** Other options that take a value, so that their value is no operand (`script -c CMD FILE`). */
  values?: readonly string[];
}

const objectFile: OutputOptions = { files: ['-o'] };
const buildTool = (files: string[], folders: string[]): OutputOptions => ({ files, folders });

export const OUTPUT_OPTIONS: Readonly<Record<string, readonly OutputOptions[]>> = {
  ...Object.fromEntries(['gcc', 'g++', 'cc', 'c++', 'clang', 'clang++', 'tcc', 'rustc', 'ld', 'ld.lld', 'ld.gold', 'as', 'nasm', 'strip', 'gfortran', 'ghc']
    .map((program) => [program, [objectFile]])),
  objcopy: [{ operand: 'last' }],
  go: [{ subcommands: ['build', 'test'], files: ['-o'] }],
  cargo: [{ subcommands: ['install'], folders: ['--root'] }, { subcommands: ['build', 'test', 'run', 'doc'], folders: ['--target-dir', '--artifact-dir', '--out-dir'] }],
  javac: [{ folders: ['-d', '-s', '-h'] }],
  kotlinc: [{ files: ['-d'] }],
  protoc: [{ files: ['-o', '--descriptor_set_out'], folderSuffix: '_out' }],
  tsc: [buildTool(['--outFile', '--out', '--tsBuildInfoFile'], ['--outDir', '--declarationDir'])],
  esbuild: [buildTool(['--outfile', '--metafile'], ['--outdir'])],
  rollup: [buildTool(['-o', '--file'], ['-d', '--dir'])],
  babel: [buildTool(['-o', '--out-file'], ['-d', '--out-dir'])],
  swc: [buildTool(['-o', '--out-file'], ['-d', '--out-dir'])],
  webpack: [buildTool([], ['-o', '--output-path'])],
  vite: [{ subcommands: ['build'], folders: ['--outDir'] }],
  terser: [objectFile],
  uglifyjs: [objectFile],
  cmake: [{ folders: ['-B'] }],
  deno: [{ subcommands: ['compile', 'bundle'], files: ['-o', '--output'] }],
  bun: [{ subcommands: ['build'], files: ['--outfile'], folders: ['--outdir'] }],
  dotnet: [{ subcommands: ['build', 'publish', 'pack'], folders: ['-o', '--output'] }],
  swift: [{ subcommands: ['build'], folders: ['--build-path', '--scratch-path'] }],
  zig: [{ files: ['-femit-bin', '-femit-h', '-femit-docs'] }],
  pyinstaller: [{ folders: ['--distpath', '--workpath', '--specpath'] }],
  bazel: [{ folders: ['--output_base', '--output_user_root'] }],
  gradle: [{ folders: ['-g', '--gradle-user-home', '--project-cache-dir'] }],
  ...Object.fromEntries(['pdflatex', 'xelatex', 'lualatex', 'latex'].map((program) => [program, [{ folders: ['-output-directory', '--output-directory', '-aux-directory'] }]])),
  latexmk: [{ folders: ['-outdir', '-output-directory', '-auxdir'] }],
  pip: [{ subcommands: ['install'], folders: ['-t', '--target', '--prefix', '--root'] }, { subcommands: ['download'], folders: ['-d', '--dest'] }, { subcommands: ['wheel'], folders: ['-w', '--wheel-dir'] }],
  npm: [{ folders: ['--prefix', '--cache'] }, { subcommands: ['pack'], folders: ['--pack-destination'] }],
  docker: [{ subcommands: ['save', 'export'], files: ['-o', '--output'] }, { subcommands: ['cp'], operand: 'last' }],
  podman: [{ subcommands: ['save', 'export'], files: ['-o', '--output'] }, { subcommands: ['cp'], operand: 'last' }],
  kubectl: [{ subcommands: ['cp'], operand: 'last' }],
  terraform: [{ subcommands: ['plan'], files: ['-out'] }],
  helm: [{ subcommands: ['pull', 'fetch', 'package'], folders: ['-d', '--destination', '--untardir'] }, { subcommands: ['template'], folders: ['--output-dir'] }],
  iconv: [{ files: ['-o', '--output'] }],
  base64: [{ files: ['-o', '--output'] }],
  uudecode: [{ files: ['-o', '--output-file'] }],
  lzop: [objectFile],
  brotli: [{ files: ['-o', '--output'] }],
  lz4: [{ operand: 1 }],
  qpdf: [{ operand: 'last' }],
  pdftotext: [{ operand: 'last' }],
  wkhtmltopdf: [{ operand: 'last' }],
  sox: [{ operand: 'last' }],
  ffmpeg: [{ operand: 'last' }],
  magick: [{ operand: 'last' }],
  convert: [{ operand: 'last' }],
  exiftool: [objectFile],
  // The typescript file (`script FILE`) and its logs.
  script: [{ files: ['-O', '--log-out', '-I', '--log-in', '-B', '--log-io', '-T', '--log-timing'], operand: 0, values: ['-c', '--command', '-E', '--echo', '-m', '--logging-format'] }],
  screen: [{ files: ['-Logfile'] }],
  ttyrec: [{ operand: 0, values: ['-e'] }],
  asciinema: [{ subcommands: ['rec'], operand: 0, values: ['-c', '--command', '-t', '--title', '-i', '--idle-time-limit', '--env'] }],
  strace: [{ files: ['-o', '--output'] }],
  ltrace: [{ files: ['-o', '--output'] }],
  valgrind: [{ files: ['--log-file', '--xml-file'] }],
  heaptrack: [{ files: ['-o', '--output'] }],
  perf: [{ subcommands: ['record', 'stat', 'trace', 'mem', 'c2c', 'lock', 'sched', 'kmem', 'kvm'], files: ['-o', '--output'] }],
  tcpdump: [{ files: ['-w'] }],
  tshark: [{ files: ['-w'] }],
  dumpcap: [{ files: ['-w'] }],
  updatedb: [{ files: ['-o', '--output'] }],
};

/** The files and folders a program's output options and operands name, given its words after the program. */
export function outputOptionTargets(program: string, args: readonly string[]): Array<{ path: string; folder: boolean }> {
  const entries = OUTPUT_OPTIONS[program];
  if (!entries) return [];
  const subcommand = args.find((arg) => !arg.startsWith('-'));
  return entries.flatMap((entry) => {
    if (entry.subcommands && !entry.subcommands.includes(subcommand ?? '')) return [];
    const words = entry.subcommands ? args.slice(args.indexOf(subcommand!) + 1) : args;
    const found: Array<{ path: string; folder: boolean }> = [];
    const operands: string[] = [];
    for (let index = 0; index < words.length; index++) {
      const word = words[index];
      if (word === '--') {
        operands.push(...words.slice(index + 1));
        break;
      }
      const named = optionNamed(word, entry);
      if (takesOtherValue(word, entry.values ?? [])) index++;
      else if (named) {
        const value = named.glued ?? words[++index];
        if (value !== undefined && value !== '') found.push({ path: value, folder: named.folder });
      } else if (!word.startsWith('-')) {
        operands.push(word);
      }
    }
    const operand = entry.operand === 'last' ? operands.length - 1 : entry.operand;
    const written = operand === undefined ? undefined : operands[operand];
    // A lone operand of a `last` program is its input, not its output; `box:/x` and `pod:/x` are another machine's.
    if (written !== undefined && !(entry.operand === 'last' && operands.length < 2) && !/^[^/]*:/.test(written)) found.push({ path: written, folder: false });
    return found;
  });
}

/** Whether a word is one of `values`, or a cluster of letters ending in one (`script -qc CMD`). */
function takesOtherValue(word: string, values: readonly string[]): boolean {
  return values.includes(word) || (/^-[A-Za-z]{2,}$/.test(word) && values.includes(`-${word.at(-1)}`));
}

/** The output option a word is, with its value when glued to it. */
function optionNamed(word: string, entry: OutputOptions): { folder: boolean; glued?: string } | undefined {
  for (const [options, folder] of [[entry.files ?? [], false], [entry.folders ?? [], true]] as const) {
    for (const option of options) {
      if (word === option) return { folder };
      if (word.startsWith(`${option}=`)) return { folder, glued: word.slice(option.length + 1) };
      if (/^-[A-Za-z]$/.test(option) && word.startsWith(option) && word.length > 2) return { folder, glued: word.slice(2) };
    }
  }
  if (entry.folderSuffix && word.startsWith('--')) {
    const [name, value] = word.split(/=(.*)/s, 2);
    if (name.endsWith(entry.folderSuffix)) return { folder: true, glued: value };
  }
  return undefined;
}

/**
 * Variables naming a file (or folder) the program writes: histories, git's index and traces, caches.
 * git writes a trace only to an absolute path (`GIT_TRACE=1` is stderr).
 */
const WRITTEN_VARIABLES: Readonly<Record<string, 'file' | 'folder' | 'absolute file'>> = {
  HISTFILE: 'file', LESSHISTFILE: 'file', NODE_REPL_HISTORY: 'file', SQLITE_HISTORY: 'file', MYSQL_HISTFILE: 'file', PYTHON_HISTORY: 'file',
  PSQL_HISTORY: 'file', REDISCLI_HISTFILE: 'file', SSLKEYLOGFILE: 'file', GIT_INDEX_FILE: 'file',
  GIT_OBJECT_DIRECTORY: 'folder', PYTHONPYCACHEPREFIX: 'folder', npm_config_cache: 'folder', npm_config_prefix: 'folder', PIP_TARGET: 'folder',
  CARGO_TARGET_DIR: 'folder', GOBIN: 'folder',
  ...Object.fromEntries(['GIT_TRACE', 'GIT_TRACE2', 'GIT_TRACE2_EVENT', 'GIT_TRACE2_PERF', 'GIT_TRACE_PACKET', 'GIT_TRACE_PERFORMANCE', 'GIT_TRACE_SETUP',
    'GIT_TRACE_CURL', 'GIT_TRACE_PACK_ACCESS', 'GIT_TRACE_PACKFILE', 'GIT_TRACE_SHALLOW'].map((name) => [name, 'absolute file' as const])),
};

/** The files and folders the assignments in force for a command (`HISTFILE=x bash -i`) make it write. */
export function variableOutputTargets(assignments: readonly string[]): Array<{ path: string; folder: boolean }> {
  return assignments.flatMap((assignment) => {
    const [name, value = ''] = assignment.split(/=(.*)/s, 2);
    const kind = Object.hasOwn(WRITTEN_VARIABLES, name) ? WRITTEN_VARIABLES[name] : undefined;
    if (kind === undefined || value === '' || (kind === 'absolute file' && !/^[/~$]/.test(value))) return [];
    return [{ path: value, folder: kind === 'folder' }];
  });
}
