import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it, onTestFinished } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { getPart } from '../../../../main/core/store/parts.ts';
import { appStoppedNote } from '../../../../main/core/store/store.ts';
import { connect, openStore } from '../../../../main/core/store/store.ts';

const child = join(import.meta.dirname, 'stream-child.ts');

function chunksIn(text: string): number[] {
  return text.split(';').filter(Boolean).map((chunk) => Number(chunk.replace('chunk-', '')));
}

describe('a crash while streaming', () => {
  it('leaves an intact database holding everything up to the last flushed batch; another process reads it meanwhile', async () => {
    const dataDir = tempDir();
    const proc = spawn(process.execPath, [child, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    onTestFinished(() => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => proc.on('exit', (_code, signal) => resolve(signal)));
    let reader: ReturnType<typeof connect> | undefined;
    let lastFlushed = -1;
    let partId = '';
    let batches = 0;
    for await (const line of createInterface({ input: proc.stdout })) {
      const [, last, id] = line.split(' ');
      lastFlushed = Number(last);
      partId = id;
      reader ??= connect({ dataDir });
      const seen = chunksIn(getPart(reader, partId)?.text ?? '');
      expect(seen.length).toBeGreaterThan(lastFlushed);
      if (++batches === 50) proc.kill('SIGKILL');
    }
    expect(await exited).toBe('SIGKILL');
    reader?.close();

    const store = openStore({ dataDir });
    try {
      expect(store.db.pragma('integrity_check', { simple: true })).toBe('ok');
      const chunks = chunksIn(getPart(store, partId)?.text ?? '');
      expect(chunks.length).toBeGreaterThan(lastFlushed);
      expect(chunks).toEqual(chunks.map((_, i) => i));
      const call = store.db.prepare("SELECT state, note FROM parts WHERE kind = 'tool'").get();
      expect(call).toEqual({ state: 'cancelled', note: appStoppedNote });
    } finally {
      store.close();
    }
  });
});
