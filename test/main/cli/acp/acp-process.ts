import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { onTestFinished } from 'vitest';
import {
  client,
  ndJsonStream,
  type ClientCapabilities,
  type ClientContext,
  type RequestPermissionRequest,
  type RequestPermissionResponse,
  type SessionNotification,
} from '@agentclientprotocol/sdk';
import { startLlmServer, type ScriptEntry } from '../../../mocks/llm-server/index.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import type { SpawnedTerminals } from './spawned-terminals.ts';

const root = join(import.meta.dirname, '../../../..');
export const apiKey = 'sk-ant-test-key-0123456789';

export interface EditorOptions {
  capabilities?: ClientCapabilities;
  /** Answers each permission request; reject once by default. */
  answer?: (request: RequestPermissionRequest) => RequestPermissionResponse | Promise<RequestPermissionResponse>;
  /** The editor's buffers: `fs/read_text_file` answers from here first. */
  buffers?: Map<string, string>;
  /** The editor's terminals, which answer `terminal/*` (advertise `terminal: true` in `capabilities` too). */
  terminals?: SpawnedTerminals;
  /** Set in deft's environment besides the test's own. */
  env?: Record<string, string>;
}

/** What the editor saw and was asked. */
export interface EditorLog {
  updates: SessionNotification[];
  permissions: RequestPermissionRequest[];
  reads: string[];
  writes: Array<{ path: string; content: string }>;
}

/** A git project with a note, a data dir, a home, and a scripted model server speaking Anthropic's protocol. */
export async function acpProject(replies: ScriptEntry[]) {
  const base = tempDir();
  const projectDir = join(base, 'project');
  const dataDir = join(base, 'data');
  const home = join(base, 'home');
  for (const dir of [projectDir, home]) mkdirSync(dir);
  writeFileSync(join(projectDir, 'notes.txt'), 'first line\nsecond line\n');
  execFileSync('git', ['init', '-q'], { cwd: projectDir });
  const server = await startLlmServer({ replies });
  onTestFinished(() => server.close());
  return { projectDir, dataDir, home, server };
}

/**
 * `deft acp` from the sources as an editor starts it, driven through the SDK's own client: its
 * stdin and stdout carry the protocol, its stderr is kept for the failure message.
 */
export function startAcp(project: { dataDir: string; home: string; server: { url: string } }, options: EditorOptions = {}, extraArgs: string[] = []) {
  const args = ['--import', join(root, 'scripts', 'register-node-hooks.js'), join(root, 'main', 'cli', 'main.ts'), 'acp'];
  args.push('--provider', 'anthropic', '--model', 'claude-sonnet-4-5', '--base-url', project.server.url, '--api-key', apiKey, '--data-dir', project.dataDir, ...extraArgs);
  const child: ChildProcess = spawn(process.execPath, args, { env: { ...process.env, HOME: project.home, DEFT_DATA_DIR: '', TZ: 'UTC', ...options.env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const log: EditorLog = { updates: [], permissions: [], reads: [], writes: [] };
  const app = client({ name: 'test-editor' })
    .onNotification('session/update', ({ params }) => void log.updates.push(params))
    .onRequest('session/request_permission', async ({ params }) => {
      log.permissions.push(params);
      options.terminals?.log.push(`permission ${params.toolCall.toolCallId}`);
      return options.answer ? options.answer(params) : { outcome: { outcome: 'selected', optionId: 'reject_once' } };
    })
    .onRequest('fs/read_text_file', ({ params }) => {
      log.reads.push(params.path);
      return { content: options.buffers?.get(params.path) ?? readFileSync(params.path, 'utf8') };
    })
    .onRequest('fs/write_text_file', ({ params }) => {
      log.writes.push({ path: params.path, content: params.content });
      writeFileSync(params.path, params.content);
      return {};
    })
    .onRequest('terminal/create', ({ params }) => terminalsOf(options).create(params))
    .onRequest('terminal/wait_for_exit', ({ params }) => terminalsOf(options).waitForExit(params.terminalId))
    .onRequest('terminal/output', ({ params }) => terminalsOf(options).output(params.terminalId))
    .onRequest('terminal/kill', ({ params }) => terminalsOf(options).kill(params.terminalId))
    .onRequest('terminal/release', ({ params }) => terminalsOf(options).release(params.terminalId));
  const stream = ndJsonStream(Writable.toWeb(child.stdin!) as WritableStream<Uint8Array>, Readable.toWeb(child.stdout!) as ReadableStream<Uint8Array>);
  const connection = app.connect(stream);
  const agent: ClientContext = connection.agent;
  return {
    child,
    agent,
    log,
    exited,
    stderr: () => stderr,
    async initialize() {
      return agent.request('initialize', { protocolVersion: 1, clientCapabilities: options.capabilities ?? {}, clientInfo: { name: 'test-editor', version: '1.0.0' } });
    },
    /** Ends the session as an editor does: stdin closed. */
    async close() {
      child.stdin!.end();
      return exited;
    },
    /** Updates of one kind, in order. */
    updates<Kind extends SessionNotification['update']['sessionUpdate']>(kind: Kind) {
      return log.updates.map((entry) => entry.update).filter((update): update is Extract<SessionNotification['update'], { sessionUpdate: Kind }> => update.sessionUpdate === kind);
    },
  };
}

function terminalsOf(options: EditorOptions): SpawnedTerminals {
  if (!options.terminals) throw new Error('This editor has no terminals.');
  return options.terminals;
}

/** Polls until `check` holds; for what another process does at its own pace. */
export async function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
