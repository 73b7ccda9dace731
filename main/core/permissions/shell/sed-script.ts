/** Flags of sed that change neither files nor what runs (single letters may be clustered: -nE). */
const QUIET_FLAGS = new Set(['n', 'E', 'r', 's', 'z', 'u']);
const QUIET_LONG_FLAGS = new Set([
  '--quiet', '--silent', '--regexp-extended', '--separate', '--null-data', '--unbuffered', '--posix', '--debug', '--sandbox',
]);

/** sed is read-only without -i and -f, when every script only prints, deletes or substitutes (no w, W, e or r). */
export function isReadOnlySed(args: readonly string[]): boolean {
  const scripts: string[] = [];
  const operands: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (arg === '--expression' || arg.startsWith('--expression=')) {
      scripts.push(arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (args[++i] ?? ''));
    } else if (arg.startsWith('--')) {
      if (!QUIET_LONG_FLAGS.has(arg)) return false;
    } else if (arg.startsWith('-') && arg.length > 1) {
      const script = clusterScript(arg, () => args[++i] ?? '');
      if (script === false) return false;
      if (script !== undefined) scripts.push(script);
    } else {
      operands.push(arg);
    }
  }
  if (scripts.length === 0 && operands.length > 0) scripts.push(operands[0]);
  return scripts.length > 0 && scripts.every(onlyPrints);
}

/** Reads `-nE`, `-ne SCRIPT` or `-e'p'`: the script of an -e in it, false for any flag that is not quiet. */
function clusterScript(arg: string, next: () => string): string | undefined | false {
  for (let j = 1; j < arg.length; j++) {
    if (arg[j] === 'e') return j + 1 < arg.length ? arg.slice(j + 1) : next();
    if (!QUIET_FLAGS.has(arg[j])) return false;
  }
  return undefined;
}

/** Commands that only print, delete or move text between the pattern and hold spaces. */
const PRINTING_COMMANDS = new Set([...'pPdDnNgGhHxlzqQ=']);

/** Scans a sed script command by command; anything not known to be harmless fails it. */
function onlyPrints(script: string): boolean {
  let i = 0;
  const skip = (pattern: RegExp): void => {
    while (i < script.length && pattern.test(script[i])) i++;
  };
  /** Skips text up to an unescaped delimiter and the delimiter itself. */
  const delimited = (delimiter: string): boolean => {
    for (; i < script.length; i++) {
      if (script[i] === '\\') i++;
      else if (script[i] === delimiter) {
        i++;
        return true;
      }
    }
    return false;
  };
  const address = (): boolean => {
    if (script[i] === '$') i++;
    else if (/[\d+~]/.test(script[i] ?? '')) skip(/[\d+~]/);
    else if (script[i] === '/' || script[i] === '\\') {
      const delimiter = script[i] === '\\' ? script[++i] : '/';
      i++;
      if (!delimited(delimiter)) return false;
      skip(/[IM]/);
    }
    return true;
  };
  for (;;) {
    skip(/[\s;}]/);
    if (i >= script.length) return true;
    if (!address()) return false;
    skip(/\s/);
    if (script[i] === ',') {
      i++;
      skip(/\s/);
      if (!address()) return false;
    }
    skip(/[\s!]/);
    const command = script[i++];
    if (command === '{') continue;
    if (command === '#') skip(/[^\n]/);
    else if (command === 's' || command === 'y') {
      const delimiter = script[i++];
      if (!delimiter || delimiter === '\\' || delimiter === '\n' || !delimited(delimiter) || !delimited(delimiter)) return false;
      // Only printing flags; a w or e flag is left for the next round, which rejects it.
      if (command === 's') skip(/[gpiImM\d]/);
    } else if (PRINTING_COMMANDS.has(command)) {
      skip(/\d/);
    } else {
      return false;
    }
  }
}
