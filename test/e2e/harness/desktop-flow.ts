import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { DeftApi } from '../../../shared/ipc/api.ts';
import type { EventPayload } from '../../../shared/ipc/contract.ts';
import { startLlmServer, type LlmServer, type ScriptEntry } from '../../mocks/llm-server/index.ts';
import { tempDir } from '../../helpers/temp-dir.ts';

declare global {
  interface Window {
    deft: DeftApi;
  }
}

type ApprovalRequest = EventPayload<'approvals.asked'>;

export const modelKey = 'sk-ant-e2e-0123456789';

/** A git project with a draft note, a home and a data folder, and a model server scripted to edit the note. */
export interface DesktopWorld {
  projectDir: string;
  dataDir: string;
  server: LlmServer;
  /** The environment the app runs with: its folders and the model server. */
  env: Record<string, string>;
}

const editTheNoteFinal: ScriptEntry[] = [
  { toolCalls: [{ id: 'toolu_read', name: 'Read', input: { file_path: 'notes.txt' } }] },
  { toolCalls: [{ id: 'toolu_edit', name: 'Edit', input: { file_path: 'notes.txt', old_string: 'draft', new_string: 'final' } }] },
  { text: 'The note is final now.' },
];

/** The world; the model server answers `replies` (by default: read the note, make it final, say so). */
export async function desktopWorld(replies: ScriptEntry[] = editTheNoteFinal): Promise<DesktopWorld> {
  const root = tempDir();
  const projectDir = join(root, 'project');
  const home = join(root, 'home');
  for (const dir of [projectDir, home]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(projectDir, 'notes.txt'), 'a draft note\n');
  execFileSync('git', ['init', '-q'], { cwd: projectDir });
  const server = await startLlmServer({ replies });
  const dataDir = join(root, 'data');
  const env = { PATH: process.env.PATH ?? '', HOME: home, DEFT_DATA_DIR: dataDir, ANTHROPIC_API_KEY: modelKey, ANTHROPIC_BASE_URL: server.url };
  return { projectDir, dataDir, server, env };
}

/** Asks for a folder through `window.deft`, as the renderer's "Open folder" does. */
export function pickFolder(page: Page): Promise<unknown> {
  return page.evaluate(() => window.deft.shell.pickFolder());
}

export interface ApprovedTurn {
  sessionId: string;
  asked: ApprovalRequest;
  answer: string;
}

/**
 * Through `window.deft` only, as the renderer would: opens a session in the project, sends the
 * prompt, answers the one approval it asks with "allow once", and waits for the turn to end.
 */
export function askAndApprove(page: Page, projectPath: string, prompt: string): Promise<ApprovedTurn> {
  return page.evaluate(
    async ({ projectPath, prompt }) => {
      const deft = window.deft;
      const unwrap = <T>(result: { ok: true; data: T } | { ok: false; error: { message: string } }): T => {
        if (!result.ok) throw new Error(result.error.message);
        return result.data;
      };
      const sessionId = unwrap(await deft.sessions.create({ projectPath })).id;
      const asked = new Promise<ApprovalRequest>((resolve) => {
        const off = deft.on('approvals.asked', (request) => {
          if (request.sessionId !== sessionId) return;
          off();
          resolve(request);
        });
      });
      const idle = new Promise<void>((resolve) => {
        const off = deft.on('chat.status', (status) => {
          if (status.sessionId !== sessionId || status.status !== 'idle') return;
          off();
          resolve();
        });
      });
      unwrap(await deft.chat.send({ sessionId, prompt }));
      const request = await asked;
      unwrap(await deft.approvals.respond({ id: request.id, answer: { decision: 'allow', scope: 'once' } }));
      await idle;
      const { messages } = unwrap(await deft.sessions.load({ id: sessionId }));
      const answer = messages.at(-1)?.parts.map((part) => part.text ?? '').join('') ?? '';
      return { sessionId, asked: request, answer };
    },
    { projectPath, prompt },
  );
}
