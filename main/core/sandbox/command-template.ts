import { lstatSync, readdirSync, readlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import { which } from '../common/process/which.ts';

/**
 * One wrap of the library, reused for every command with the same rules. The library wraps a fixed
 * script that runs the command it finds in `DEFT_SANDBOX_COMMAND`; each start has bubblewrap set it
 * (`--setenv`), and is bubblewrap started directly. What the wrap read from the disk is stamped before it, so a
 * start can tell whether the wrap would still come out the same.
 */

const commandVariable = 'DEFT_SANDBOX_COMMAND';
/** What the sandbox's innermost shell runs: the command, with its carrier removed from its environment. */
export const templateScript = `eval "unset ${commandVariable}; $${commandVariable}"`;

export interface CommandTemplate {
  /** The argv that runs `commandLine` in the sandbox. */
  argvFor(commandLine: string): string[];
  /** Whether every path the wrap read is as it was (a placeholder bubblewrap made counts as absent). */
  isCurrent(): boolean;
  /** The mount points bubblewrap makes on the host at each start, for absent denied paths: removed when no sandbox runs. */
  readonly placeholders: readonly string[];
}

export interface TemplateInput {
  /** The library's argv for `templateScript`: `[shell, '-c', bwrap invocation]`; its bwrap is found on `PATH` by that shell. */
  argv: readonly string[];
  /** Taken before the wrap, of `watchedPaths(...)`. */
  stamps: ReadonlyMap<string, string>;
  /** The library's proxy sockets: with them given, their bridges are left out (the session allows no host). */
  dropBridgesOf?: readonly string[];
}

/** A template from the library's wrap, or undefined where its shape is not the one this module knows (then each command is wrapped). */
export function commandTemplate({ argv, stamps, dropBridgesOf }: TemplateInput): CommandTemplate | undefined {
  if (argv.length !== 3 || argv[1] !== '-c') return undefined;
  let words = wordsOf(argv[2]);
  // The other shape, `/bin/sh -c 'exec 9<…'`, reads its mounts from a descriptor the library closes after a command.
  if (!words || !/(^|\/)bwrap$/.test(words[0])) return undefined;
  if (dropBridgesOf) words = direct(withoutBridges(words, dropBridgesOf));
  if (!words) return undefined;
  const [name, ...options] = words;
  const bwrap = name.includes('/') ? name : which(name);
  if (!bwrap) return undefined;
  const targets = mountTargets(words);
  const placeholders = targets.filter((path) => stampOf(path) === absent);
  const ghosts = new Set(placeholders);
  // What the wrap mounts beyond the watched paths (the library's scan found it, or it is the library's own): as it is now.
  const watched = new Map(stamps);
  for (const target of targets) if (!watched.has(target)) watched.set(target, stampOf(target));
  return {
    argvFor: (commandLine) => [bwrap, '--setenv', commandVariable, commandLine, ...options],
    isCurrent: () => [...watched].every(([path, stamp]) => (ghosts.has(path) ? placeholderStampOf(path) : stampOf(path)) === stamp),
    placeholders,
  };
}

/**
 * The library's argv with `options` given to bubblewrap before its own: what the library has no
 * setting for. Undefined when the argv is not `[shell, '-c', script]` with bubblewrap among the
 * script's words, in the quoting this module knows (both of the library's shapes are).
 */
export function withBwrapOptions(argv: readonly string[], options: readonly string[]): string[] | undefined {
  if (argv.length !== 3 || argv[1] !== '-c') return undefined;
  const words = wordsOf(argv[2]);
  const at = words?.findIndex((word) => /(^|\/)bwrap$/.test(word)) ?? -1;
  if (!words || at === -1) return undefined;
  return [argv[0], argv[1], quoteWords([...words.slice(0, at + 1), ...options, ...words.slice(at + 1)])];
}

/**
 * The names the library always keeps unwritable in its working directory (this process's): shell
 * and tool settings, and a repository's hooks and config.
 */
export const protectedNames = ['.gitconfig', '.gitmodules', '.bashrc', '.bash_profile', '.zshrc', '.zprofile', '.profile', '.ripgreprc', '.mcp.json', '.vscode', '.idea'];

/** The paths a wrap's result depends on, with every directory above them: the rules' paths and what the library protects in its own working directory. */
export function watchedPaths(rulePaths: readonly string[], libraryCwd: string): string[] {
  const watched = new Set<string>();
  const ofCwd = [...protectedNames, '.claude/commands', '.claude/agents', '.git/hooks', '.git/config'].map((name) => `${libraryCwd}/${name}`);
  for (const path of [...rulePaths, ...ofCwd]) {
    for (let at = path; !watched.has(at); at = dirname(at)) {
      watched.add(at);
      if (at === dirname(at)) break;
    }
  }
  return [...watched];
}

export function stampsOf(paths: readonly string[]): Map<string, string> {
  return new Map(paths.map((path) => [path, stampOf(path)]));
}

const absent = 'absent';

/** What is at `path`: nothing, a symlink and where to, or which file or directory (a replaced one is another). */
function stampOf(path: string): string {
  try {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return `link ${readlinkSync(path)}`;
    return `${stat.isDirectory() ? 'dir' : 'file'} ${stat.dev}:${stat.ino}`;
  } catch {
    return absent;
  }
}

/** Bubblewrap's empty mount point, left while another sandbox runs, is still the absent path it stands for. */
function placeholderStampOf(path: string): string {
  const stamp = stampOf(path);
  try {
    const stat = lstatSync(path);
    if (stat.isFile() && stat.size === 0) return absent;
    if (stat.isDirectory() && readdirSync(path).length === 0) return absent;
  } catch {
    // Gone: absent.
  }
  return stamp;
}

/** The `--bind`s of the proxy sockets and the bridge script around the command: `--unshare-net` alone then leaves no network. */
function withoutBridges(words: string[], sockets: readonly string[]): string[] | undefined {
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i] === '--bind' && sockets.includes(words[i + 1]) && words[i + 2] === words[i + 1]) {
      i += 2;
      continue;
    }
    kept.push(words[i]);
  }
  const end = kept.indexOf('--');
  if (end === -1 || kept.length !== end + 4 || kept[end + 2] !== '-c') return undefined;
  const bridged = wordsOf(kept[end + 3]);
  // `shell -c <bridge script>`, whose last line starts the command (the seccomp helper, or `eval`).
  if (!bridged || bridged.length !== 3 || bridged[1] !== '-c') return undefined;
  const script = bridged[2];
  const runner = script.slice(script.lastIndexOf('\n') + 1);
  if (runner === script || !runner.endsWith(` ${quoteWords([templateScript])}`)) return undefined;
  return [...kept.slice(0, end + 3), runner];
}

/**
 * Bubblewrap starting the seccomp helper itself rather than through a shell, the helper's variable
 * set by bubblewrap after the library's `--unsetenv` of it (no shell start-up file in between).
 */
function direct(words: string[] | undefined): string[] | undefined {
  const end = words?.indexOf('--') ?? -1;
  if (!words || end === -1 || words.length !== end + 4 || words[end + 2] !== '-c') return words;
  const runner = wordsOf(words[end + 3]);
  if (!runner) return words;
  const assignments = runner.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
  if (assignments === -1 || !runner[assignments].startsWith('/')) return words;
  const environment = runner.slice(0, assignments).flatMap((word) => ['--setenv', word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]);
  return [...words.slice(0, end), ...environment, '--', ...runner.slice(assignments)];
}

const mountOptions = new Map([
  ['--bind', 2],
  ['--ro-bind', 2],
  ['--dev-bind', 2],
  ['--tmpfs', 1],
]);

/** Where bubblewrap mounts something: a path it makes on the host when it is absent and its folder is writable. */
function mountTargets(words: readonly string[]): string[] {
  const targets: string[] = [];
  for (let i = 1; i < words.length && words[i] !== '--'; i++) {
    const count = mountOptions.get(words[i]);
    if (count === undefined) continue;
    targets.push(words[i + count]);
    i += count;
  }
  return targets;
}

/** The words as the library quotes them: bare, or in single quotes with `'"'"'` for a quote. */
function quoteWords(words: readonly string[]): string {
  return words
    .map((word) => {
      if (word === '') return "''";
      if (/^[A-Za-z0-9_./:@+,-][A-Za-z0-9_./:=@+,-]*$/.test(word)) return word;
      return `'${word.replace(/'/g, `'"'"'`)}'`;
    })
    .join(' ');
}

/** The inverse of `quoteWords`; undefined for text it did not make. */
function wordsOf(text: string): string[] | undefined {
  const words: string[] = [];
  let word = '';
  let started = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === ' ') {
      words.push(word);
      word = '';
      started = false;
      i++;
    } else if (char === "'") {
      const close = text.indexOf("'", i + 1);
      if (close === -1) return undefined;
      word += text.slice(i + 1, close);
      started = true;
      i = close + 1;
    } else if (text.startsWith(`"'"`, i)) {
      word += "'";
      started = true;
      i += 3;
    } else {
      word += char;
      started = true;
      i++;
    }
  }
  if (started) words.push(word);
  return quoteWords(words) === text ? words : undefined;
}
