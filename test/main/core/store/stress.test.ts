import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { integrityProblems } from '../../../../main/core/store/integrity.ts';
import { loadSession } from '../../../../main/core/store/load.ts';
import { createSession } from '../../../../main/core/store/sessions.ts';
import { openStore, type Store } from '../../../../main/core/store/store.ts';
import { partText, writeSession } from './write-session.ts';

const sessions = 8;
const parts = 200;

/** Every part of every session there, whole and in order, and the database sound. */
function expectAll(store: Store, sessionIds: readonly string[]) {
  expect(integrityProblems(store)).toEqual([]);
  for (const sessionId of sessionIds) {
    const texts = loadSession(store, sessionId)!.messages.flatMap((message) => message.parts.map((part) => part.text));
    expect(texts).toEqual(Array.from({ length: parts }, (_, index) => partText(sessionId, index)));
  }
  expect(store.db.prepare('SELECT count(*) AS count FROM parts').get()).toEqual({ count: sessions * parts });
}

describe('the store under concurrent writers', () => {
  it(`keeps ${sessions} sessions × ${parts} parts streamed at once through one connection`, async () => {
    const store = openStore({ dataDir: tempDir() });
    onTestFinished(() => store.close());
    const ids = Array.from({ length: sessions }, () => createSession(store, { cwd: '/project' }).id);
    await Promise.all(ids.map((id) => writeSession(store, id, parts)));
    expectAll(store, ids);
  });

  it(`keeps ${sessions} sessions × ${parts} parts written by ${sessions} processes at once into a store none of them found`, { timeout: 180_000 }, async () => {
    const dataDir = join(tempDir(), 'data');
    const go = join(tempDir(), 'go');
    let ready = 0;
    let allReady = () => {};
    const readiness = new Promise<void>((resolve) => (allReady = resolve));
    const writers = Array.from({ length: sessions }, () => {
      const child = spawn(process.execPath, [join(import.meta.dirname, 'write-child.ts'), dataDir, String(parts), go], { stdio: ['ignore', 'pipe', 'pipe'] });
      onTestFinished(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (text: string) => {
        if (!stdout.includes('ready') && (stdout + text).includes('ready\n') && ++ready === sessions) allReady();
        stdout += text;
      });
      child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
      return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
    });
    await readiness;
    writeFileSync(go, '');
    const ended = await Promise.all(writers);
    expect(ended.map(({ code, stderr }) => ({ code, stderr }))).toEqual(ended.map(() => ({ code: 0, stderr: '' })));

    const store = openStore({ dataDir });
    onTestFinished(() => store.close());
    expectAll(store, ended.map(({ stdout }) => /^session (\w+)$/m.exec(stdout)?.[1] ?? stdout));
  });
});
