import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { exportSession, importSession } from '../../core/store/export.ts';
import { getSession, listSessions } from '../../core/store/sessions.ts';
import { openStore, type Store } from '../../core/store/store.ts';
import { dataDirOption } from '../data-dir.ts';
import { jsonText, withExistingStore } from '../existing-store.ts';
import { commandHelp } from '../help.ts';
import type { CliIo } from '../io.ts';
import { readAll } from '../read-input.ts';
import { loadSessionTree } from '../sessions/session-tree.ts';
import { formatSessionList } from '../sessions/session-list.ts';
import { formatTranscript } from '../sessions/transcript.ts';
import { expectArguments, parseCommandArgs, positiveInteger, UsageError } from '../usage.ts';
import { errorMessage } from '../../core/common/errors.ts';

const defaultListLimit = 30;

const common = {
  'data-dir': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `deft sessions list|show|export|import`: the session store from the command line. */
export async function sessionsCommand(args: string[], io: CliIo): Promise<number> {
  const [subcommand, ...rest] = args;
  if (subcommand === '-h' || subcommand === '--help') return printHelp(io);
  switch (subcommand) {
    case 'list':
      return list(rest, io);
    case 'show':
      return show(rest, io);
    case 'export':
      return exportCommand(rest, io);
    case 'import':
      return importCommand(rest, io);
    default:
      throw new UsageError(subcommand === undefined ? 'deft sessions needs a subcommand: list, show, export or import.' : `Unknown subcommand: sessions ${subcommand}`, 'sessions');
  }
}

function list(args: string[], io: CliIo): number {
  const { values, positionals } = parseCommandArgs('sessions', args, { ...common, cwd: { type: 'string' }, json: { type: 'boolean' }, limit: { type: 'string' } });
  if (values.help) return printHelp(io);
  expectArguments('sessions', positionals, []);
  const limit = values.limit === undefined ? defaultListLimit : positiveInteger('--limit', values.limit, 'sessions');
  const projectPath = values.cwd === undefined ? undefined : resolve(io.cwd, values.cwd);
  const sessions = withExistingStore(dataDirOption(values['data-dir'], io), (store) => listSessions(store, { projectPath, limit })) ?? [];
  io.stdout(values.json ? jsonText(sessions) : formatSessionList(sessions));
  return 0;
}

function show(args: string[], io: CliIo): number {
  const { values, positionals } = parseCommandArgs('sessions', args, { ...common, json: { type: 'boolean' } });
  if (values.help) return printHelp(io);
  const tree = readSession(positionals, values, io, loadSessionTree);
  io.stdout(values.json ? jsonText(tree) : formatTranscript(tree));
  return 0;
}

function exportCommand(args: string[], io: CliIo): number {
  const { values, positionals } = parseCommandArgs('sessions', args, { ...common, out: { type: 'string' } });
  if (values.help) return printHelp(io);
  const json = jsonText(readSession(positionals, values, io, (store, id) => (getSession(store, id) ? exportSession(store, id) : undefined)));
  if (values.out === undefined) io.stdout(json);
  else writeFileSync(resolve(io.cwd, values.out), json);
  return 0;
}

async function importCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('sessions', args, common);
  if (values.help) return printHelp(io);
  const [file] = expectArguments('sessions', positionals, ['FILE']);
  const text = file === '-' ? await readAll(io.stdin) : readFileSync(resolve(io.cwd, file), 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file === '-' ? 'stdin' : file} is not JSON: ${errorMessage(error)}`, { cause: error });
  }
  const store = openStore({ dataDir: dataDirOption(values['data-dir'], io) });
  try {
    io.stdout(`${importSession(store, data)}\n`);
  } finally {
    store.close();
  }
  return 0;
}

/** What `read` finds about the session the one argument names; an error naming the data folder when there is no such session. */
function readSession<T>(positionals: string[], values: { 'data-dir'?: string }, io: CliIo, read: (store: Store, id: string) => T | undefined): T {
  const [id] = expectArguments('sessions', positionals, ['ID']);
  const dataDir = dataDirOption(values['data-dir'], io);
  const found = withExistingStore(dataDir, (store) => read(store, id));
  if (found === undefined) throw new Error(`No session ${id} in ${dataDir}.`);
  return found;
}

function printHelp(io: CliIo): number {
  io.stdout(commandHelp.sessions);
  return 0;
}
