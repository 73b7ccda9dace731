/**
 * Code an interpreter runs that is neither its script nor its inline code option: a debugger or a
 * console reads it from the input (`python3 -m pdb x.py`, `perl -d x.pl`, `node inspect x.js`,
 * `python3 -i x.py`, `python3 -m code`, `deno repl`), and some modules take it in their arguments
 * (`python3 -m timeit 'stmt'`, `python3 -m pdb -c '!stmt'`).
 */
export interface InterpreterInput {
  /** Arguments that are code, by index into the interpreter's arguments, with the option that makes them so. */
  code: Array<{ index: number; option: string }>;
  /** The option or subcommand that makes it read code from its input (`-m pdb`, `-d`, `inspect`), when one does. */
  readsInput?: string;
}

/** pytest reads debugger commands from its input only with these. */
export const PYTEST_DEBUGGING = /^--(?:pdb|trace)(?:=|$)/;

/**
 * Python modules that run code: from their `code` options, every operand (`statements`), their input
 * (a console, a debugger: `input`, or only given an option matching `inputWith`), or another module.
 */
const PYTHON_MODULES: Readonly<Record<string, { code?: readonly string[]; statements?: true; input?: true; inputWith?: RegExp; module?: string }>> = {
  pdb: { code: ['-c', '--command'], input: true },
  ipdb: { code: ['-c', '--command'], input: true },
  pudb: { input: true },
  pudb3: { input: true },
  code: { input: true },
  asyncio: { input: true },
  IPython: { code: ['-c'], input: true },
  ipython: { code: ['-c'], input: true },
  idlelib: { code: ['-c'], input: true },
  idle: { code: ['-c'], input: true },
  bpython: { input: true },
  ptpython: { input: true },
  timeit: { code: ['-s', '--setup'], statements: true },
  // The profilers run another module given by -m (`-m cProfile -m pdb x.py`).
  cProfile: { module: '-m' },
  profile: { module: '-m' },
  pytest: { inputWith: PYTEST_DEBUGGING },
};

/** Letters of a python option cluster that take no value, so a later `m`, `c` or `i` is still an option. */
const PYTHON_FLAGS = 'bBdEhiIOPqRsSuvVx';

/**
 * What else an interpreter of the family `name` (see `interpreterOf`) runs, given its arguments.
 * Only options before the script count: the words after it are the script's.
 */
export function interpreterInput(name: string, args: readonly string[]): InterpreterInput {
  switch (name) {
    case 'python':
      return pythonInput(args);
    case 'perl':
      return { code: [], ...(clusterHas(args, 'd', 'IMmixDFl0Ce') && { readsInput: '-d' }) };
    case 'ruby':
      return { code: [], ...(rubyDebugger(args) && { readsInput: '-r debug' }) };
    case 'node': {
      const first = firstOperand(args, ['-r', '--require', '--import', '--loader', '--experimental-loader', '--env-file', '--input-type', '-C', '--conditions', '--title']);
      if (first !== undefined && (args[first] === 'inspect' || args[first] === 'debug')) return { code: [], readsInput: args[first] };
      return { code: [], ...(optionsBefore(args, first).some((arg) => arg === '-i' || arg === '--interactive') && { readsInput: '-i' }) };
    }
    case 'lua':
    case 'julia':
      return { code: [], ...(optionsBefore(args, firstOperand(args, ['-l', '-e'])).includes('-i') && { readsInput: '-i' }) };
    case 'deno':
    case 'bun': {
      const first = firstOperand(args, []);
      return { code: [], ...(first !== undefined && args[first] === 'repl' && { readsInput: 'repl' }) };
    }
    case 'php':
      return { code: [], ...(args.some((arg) => arg === '-a' || arg === '--interactive') && { readsInput: '-a' }) };
    default:
      return { code: [] };
  }
}

function pythonInput(args: readonly string[]): InterpreterInput {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--' || arg === '-' || !arg.startsWith('-')) return { code: [] };
    if (arg.startsWith('--')) continue;
    if (['-W', '-X', '-Q'].includes(arg)) {
      i++;
      continue;
    }
    for (let j = 1; j < arg.length; j++) {
      const letter = arg[j];
      if (letter === 'i') return { code: [], readsInput: '-i' };
      if (letter === 'c') return { code: [] };
      if (letter === 'm') {
        const attached = arg.slice(j + 1);
        const at = attached === '' ? i + 1 : i;
        const module = attached === '' ? args[i + 1] : attached;
        return module === undefined ? { code: [] } : moduleInput(module, args, at + 1);
      }
      if (!PYTHON_FLAGS.includes(letter)) break;
    }
  }
  return { code: [] };
}

/** The code a python module given by -m runs, from its arguments `args[from…]`. */
function moduleInput(module: string, args: readonly string[], from: number): InterpreterInput {
  const shown = `-m ${module}`;
  const top = module.split('.')[0];
  const spec = Object.hasOwn(PYTHON_MODULES, top) ? PYTHON_MODULES[top] : undefined;
  if (!spec) return { code: [] };
  const code: InterpreterInput['code'] = [];
  let readsInput = spec.input ? shown : undefined;
  for (let i = from; i < args.length; i++) {
    const arg = args[i];
    const [option, attached] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), true] : [arg, false];
    if (spec.module === option && args[i + 1]) return moduleInput(args[i + 1], args, i + 2);
    if (spec.inputWith?.test(arg)) readsInput = `${shown} ${option}`;
    if (spec.code?.includes(option)) {
      if (attached) code.push({ index: i, option: `${shown} ${option}` });
      else if (args[i + 1] !== undefined) code.push({ index: ++i, option: `${shown} ${option}` });
    } else if (spec.statements && !arg.startsWith('-')) {
      code.push({ index: i, option: shown });
    } else if (spec.statements && ['-n', '--number', '-r', '--repeat', '-u', '--unit'].includes(arg)) {
      i++;
    }
  }
  return { code, ...(readsInput && { readsInput }) };
}

/** `-r debug`, `-rdebug/open`, `-rbyebug`, `-rpry`: ruby starts a debugger or a console that reads the input. */
function rubyDebugger(args: readonly string[]): boolean {
  const debuggers = /^(?:debug|byebug|pry|irb)(?:\/|$)/;
  for (let i = 0; i < args.length && args[i].startsWith('-') && args[i] !== '--'; i++) {
    const arg = args[i];
    if (arg === '-r' && debuggers.test(args[i + 1] ?? '')) return true;
    if (/^-[^-]*r/.test(arg) && debuggers.test(arg.slice(arg.indexOf('r') + 1))) return true;
  }
  return false;
}

/** Whether an option cluster before the script holds `letter` before a letter whose value is the rest of the word. */
function clusterHas(args: readonly string[], letter: string, attached: string): boolean {
  for (const arg of args) {
    if (arg === '--' || !arg.startsWith('-') || arg === '-') return false;
    if (arg.startsWith('--')) continue;
    for (let j = 1; j < arg.length; j++) {
      if (arg[j] === letter) return true;
      if (attached.includes(arg[j])) break;
    }
  }
  return false;
}

/** The index of the first operand (the script, or a subcommand), skipping options and the values of `withValue`. */
function firstOperand(args: readonly string[], withValue: readonly string[]): number | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') return i + 1 < args.length ? i + 1 : undefined;
    if (!args[i].startsWith('-') || args[i] === '-') return i;
    if (withValue.includes(args[i])) i++;
  }
  return undefined;
}

function optionsBefore(args: readonly string[], operand: number | undefined): readonly string[] {
  return args.slice(0, operand ?? args.length);
}
