import { resolve } from 'node:path';
import { openStore, type Store } from '../../core/store/store.ts';
import { findWorktree, listWorktrees, type StoredWorktree } from '../../core/store/worktrees.ts';
import { discardWorktree, keepWorktreeBranch, mergeWorktree } from '../../core/worktrees/finish.ts';
import { pruneWorktrees } from '../../core/worktrees/prune.ts';
import { worktreeStatus, type DiscardLoss, type FileChange } from '../../core/worktrees/status.ts';
import { dataDirOption } from '../data-dir.ts';
import { jsonText, withExistingStore } from '../existing-store.ts';
import { commandHelp } from '../help.ts';
import type { CliIo } from '../io.ts';
import { expectArguments, parseCommandArgs, UsageError } from '../usage.ts';

const common = {
  'data-dir': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = { 'data-dir'?: string; json?: boolean; help?: boolean };

/** `deft worktrees list|status|merge|keep|discard|prune`: the worktrees of sessions started with `deft run --worktree`. */
export async function worktreesCommand(args: string[], io: CliIo): Promise<number> {
  const [subcommand, ...rest] = args;
  if (subcommand === '-h' || subcommand === '--help') return printHelp(io);
  switch (subcommand) {
    case 'list':
      return list(rest, io);
    case 'status':
      return withWorktree(rest, {}, io, async (_store, worktree, values) => {
        const status = await worktreeStatus(worktree);
        io.stdout(values.json ? jsonText({ ...worktree, ...status }) : formatStatus(worktree, status));
        return 0;
      });
    case 'merge':
      return withWorktree(rest, { message: extras.message }, io, async (store, worktree, values) => {
        const merged = await mergeWorktree(store, worktree, values.message);
        if (!merged.ok) return refuse(io, values, merged.error.reason, merged.error);
        const how = merged.value.fastForward ? 'fast-forward' : 'merge commit';
        report(io, values, merged.value, `Merged ${worktree.branch} into ${worktree.baseBranch} (${how}, now ${merged.value.commit.slice(0, 12)}); the worktree and the branch are removed.`);
        return 0;
      });
    case 'keep':
      return withWorktree(rest, { message: extras.message }, io, async (store, worktree, values) => {
        const kept = await keepWorktreeBranch(store, worktree, values.message);
        if (!kept.ok) return refuse(io, values, kept.error);
        const pullRequest = kept.value.pullRequest ? `\nTo open a pull request:\n  ${kept.value.pullRequest}` : '';
        report(io, values, kept.value, `The worktree is removed; the branch ${kept.value.branch} is kept.${pullRequest}`);
        return 0;
      });
    case 'discard':
      return withWorktree(rest, { yes: extras.yes }, io, async (store, worktree, values) => {
        const discarded = await discardWorktree(store, worktree, values.yes === true);
        if (!discarded.ok) {
          const { loses } = discarded.error;
          const said = loses ? `${discarded.error.reason} It would lose:\n${formatLoss(loses)}\nRun again with --yes to discard.` : discarded.error.reason;
          return refuse(io, values, said, discarded.error);
        }
        report(io, values, { lost: discarded.value }, `Discarded ${worktree.name}: its worktree${worktree.branch ? ` and the branch ${worktree.branch}` : ''} are removed.`);
        return 0;
      });
    case 'prune':
      return prune(rest, io);
    default:
      throw new UsageError(
        subcommand === undefined ? 'deft worktrees needs a subcommand: list, status, merge, keep, discard or prune.' : `Unknown subcommand: worktrees ${subcommand}`,
        'worktrees',
      );
  }
}

function list(args: string[], io: CliIo): number {
  const { values, positionals } = parseCommandArgs('worktrees', args, { ...common, cwd: { type: 'string' }, all: { type: 'boolean' } });
  if (values.help) return printHelp(io);
  expectArguments('worktrees', positionals, []);
  const projectPath = values.cwd === undefined ? undefined : resolve(io.cwd, values.cwd);
  const found = withExistingStore(dataDirOption(values['data-dir'], io), (store) => listWorktrees(store, { projectPath, finished: values.all })) ?? [];
  if (values.json) io.stdout(jsonText(found));
  else if (found.length === 0) io.stdout('No session worktrees.\n');
  else io.stdout(found.map((worktree) => `${worktree.sessionId}  ${worktree.name}  ${worktree.branch ?? '(clone)'}  ${worktree.finished ?? 'open'}  ${worktree.path}\n`).join(''));
  return 0;
}

async function prune(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('worktrees', args, { ...common, force: { type: 'boolean' } });
  if (values.help) return printHelp(io);
  expectArguments('worktrees', positionals, []);
  const dataDir = dataDirOption(values['data-dir'], io);
  const store = openStore({ dataDir });
  try {
    const pruned = await pruneWorktrees(store, dataDir, values.force === true);
    if (values.json) io.stdout(jsonText(pruned));
    else {
      const removed = pruned.removed.map((path) => `removed ${path}\n`);
      const left = pruned.left.map((stray) => `left ${stray.path} (${stray.reason}); removing it would lose: ${stray.loses.join(', ')} — --force removes it\n`);
      io.stdout([...removed, ...left].join('') || 'No stray worktrees.\n');
    }
    return pruned.left.length > 0 ? 1 : 0;
  } finally {
    store.close();
  }
}

const extras = {
  message: { type: 'string', short: 'm' },
  yes: { type: 'boolean', short: 'y' },
} as const;

/** Runs `act` on the worktree the one argument names (a session id, or a worktree name); `allowed` names the options beyond the common ones. */
async function withWorktree(
  args: string[],
  allowed: Partial<typeof extras>,
  io: CliIo,
  act: (store: Store, worktree: StoredWorktree, values: Values & { message?: string; yes?: boolean }) => Promise<number>,
): Promise<number> {
  const { values, positionals } = parseCommandArgs('worktrees', args, { ...common, ...(allowed as typeof extras) });
  if (values.help) return printHelp(io);
  const [key] = expectArguments('worktrees', positionals, ['SESSION_OR_NAME']);
  const dataDir = dataDirOption(values['data-dir'], io);
  const done = await withExistingStore(dataDir, async (store) => {
    const worktree = findWorktree(store, key);
    if (!worktree) throw new Error(`No session worktree ${key} in ${dataDir}.`);
    return act(store, worktree, values);
  });
  if (done === undefined) throw new Error(`No sessions in ${dataDir}.`);
  return done;
}

function refuse(io: CliIo, values: Values, message: string, details?: object): number {
  if (values.json) io.stdout(jsonText({ ok: false, error: message, ...details }));
  else io.stderr(`deft: ${message}\n`);
  return 1;
}

function report(io: CliIo, values: Values, data: object, message: string) {
  io.stdout(values.json ? jsonText({ ok: true, ...data }) : `${message}\n`);
}

function formatStatus(worktree: StoredWorktree, status: Awaited<ReturnType<typeof worktreeStatus>>): string {
  const lines = [
    `${worktree.name}  session ${worktree.sessionId}  ${worktree.finished ?? 'open'}${status.present ? '' : '  (folder gone)'}`,
    `  path      ${worktree.path}`,
    `  project   ${worktree.projectPath}`,
  ];
  if (worktree.kind === 'git') {
    lines.push(`  branch    ${worktree.branch} from ${worktree.baseBranch ?? worktree.baseCommit}`);
    if (status.ahead !== null) lines.push(`  ahead ${status.ahead}, behind ${status.behind}`);
    lines.push(...changeLines('committed', status.committed), ...changeLines('uncommitted', status.uncommitted));
  } else {
    lines.push('  a copy-on-write clone (no branch)');
  }
  return `${lines.join('\n')}\n`;
}

const changeLines = (what: string, changes: readonly FileChange[]) =>
  changes.length === 0 ? [] : [`  ${what}:`, ...changes.map((change) => `    ${change.status.padEnd(4)} ${change.path}`)];

function formatLoss(loss: DiscardLoss): string {
  const lines = [...loss.commits.map((commit) => `  commit ${commit}`), ...loss.uncommitted.map((change) => `  uncommitted ${change.status} ${change.path}`)];
  return lines.length > 0 ? lines.join('\n') : '  nothing (no unmerged commit, no uncommitted change)';
}

function printHelp(io: CliIo): number {
  io.stdout(commandHelp.worktrees);
  return 0;
}
