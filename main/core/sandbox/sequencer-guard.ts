import { lstatSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/**
 * git's todo lists, which a sandboxed command may write (they live in `.git`, beside what git needs
 * writable) and whose `exec` lines run as shell commands when the rebase or cherry-pick goes on —
 * unconfined, when the person continues it in their own terminal.
 */
const TODO_LISTS = ['rebase-merge/git-rebase-todo', 'sequencer/todo'];

/** `exec cmd` or `x cmd`, the todo commands that run a shell command. */
const EXEC_LINE = /^\s*(?:exec|x)\s+\S/;

export interface SequencerGuard {
  /** The exec lines the todo lists hold now, taken before a sandboxed command starts. */
  before(): ExecLines;
  /**
   * After the command: every exec line it added is turned into a comment saying why, and reported.
   * A rebase the agent itself started with `--exec` loses its remaining exec lines too; the person is told.
   */
  after(before: ExecLines): void;
}

type ExecLines = ReadonlyMap<string, ReadonlySet<string>>;

export function sequencerGuard(workingDirs: readonly string[], onDisarmed: (todo: string, lines: readonly string[]) => void): SequencerGuard {
  const todos = workingDirs.flatMap((dir) => {
    const gitDir = gitDirOf(dir);
    return gitDir ? TODO_LISTS.map((list) => join(gitDir, list)) : [];
  });
  return {
    before: () => new Map(todos.map((todo) => [todo, new Set(execLines(read(todo)))])),
    after(before) {
      for (const todo of todos) {
        // git never makes its todo a link: one made inside would have Deft read or write its target.
        const entry = lstatSync(todo, { throwIfNoEntry: false });
        if (entry && !entry.isFile()) {
          rmSync(todo, { recursive: true, force: true });
          onDisarmed(todo, ['(not a file: removed)']);
          continue;
        }
        const text = read(todo);
        if (text === undefined) continue;
        const known = before.get(todo) ?? new Set();
        const added = execLines(text).filter((line) => !known.has(line));
        if (added.length === 0) continue;
        const disarmed = text
          .split('\n')
          .map((line) => (added.includes(line) ? `# ${line}   (commented out by Deft: written by a sandboxed command, it would run outside the sandbox)` : line))
          .join('\n');
        // A new file renamed over the name: a hard link's other names keep what they held.
        writeFileSync(`${todo}.deft`, disarmed);
        renameSync(`${todo}.deft`, todo);
        onDisarmed(todo, added);
      }
    },
  };
}

function execLines(text: string | undefined): string[] {
  return text === undefined ? [] : text.split('\n').filter((line) => EXEC_LINE.test(line));
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** A working dir's git dir: `.git` itself, or the folder a worktree's `.git` file names. */
function gitDirOf(dir: string): string | undefined {
  const dotGit = join(dir, '.git');
  const stat = lstatSync(dotGit, { throwIfNoEntry: false });
  if (stat?.isDirectory()) return dotGit;
  if (!stat?.isFile()) return undefined;
  const named = /^gitdir:\s*(.+?)\s*$/m.exec(read(dotGit) ?? '')?.[1];
  if (!named) return undefined;
  return isAbsolute(named) ? named : resolve(dir, named);
}
