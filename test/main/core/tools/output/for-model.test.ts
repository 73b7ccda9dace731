import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { truncateForModel } from '../../../../../main/core/tools/output/for-model.ts';
import { createSpillStore } from '../../../../../main/core/tools/output/spill.ts';
import { commandOutputLimits, defaultLimits } from '../../../../../main/core/tools/output/truncate.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';

const numbered = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}\n`).join('');

describe('truncateForModel', () => {
  it('passes text within the limits through and saves nothing', async () => {
    const store = createSpillStore({ dir: join(tempDir(), 'spill') });
    const text = numbered(2000);
    expect(await truncateForModel(text, defaultLimits, store, 'call_1')).toEqual({ text, truncated: false });
    expect(existsSync(store.dir)).toBe(false);
  });

  it('gives the head, a marker with counts, path and how to read on, and the tail', async () => {
    const store = createSpillStore({ dir: join(tempDir(), 'spill') });
    const text = numbered(14_000);
    const result = await truncateForModel(text, { maxLines: 2000 }, store, 'call_1');
    expect(result.truncated).toBe(true);
    expect(result.spillPath).toBeDefined();
    expect(readdirSync(store.dir)).toHaveLength(1);
    expect(readFileSync(result.spillPath!, 'utf8')).toBe(text);
    const omittedBytes = Buffer.byteLength(numbered(13_600)) - Buffer.byteLength(numbered(1600));
    expect(omittedBytes).toBeGreaterThan(100 * 1024);
    expect(result.text).toBe(
      `${numbered(1600)}[… 12,000 lines (${(omittedBytes / 1024).toFixed(0)} KB) omitted of 14,000. ` +
        `The whole output is saved in ${result.spillPath}: read it with the Read tool (file_path with offset ` +
        `and limit) or search it with Grep.]\n${numbered(14_000).slice(numbered(13_600).length)}`,
    );
  });

  it('counts characters when the cut falls inside one long line', async () => {
    const store = createSpillStore({ dir: tempDir() });
    const text = `${'a'.repeat(1_000_000)}${'z'.repeat(1_000_000)}`;
    const result = await truncateForModel(text, commandOutputLimits, store, 'call_2');
    const marker = `[… 1,970,000 characters (1.9 MB) omitted of 2,000,000. The whole output is saved in ${result.spillPath}:`;
    expect(result.text.startsWith(`${'a'.repeat(24_000)}\n${marker}`)).toBe(true);
    expect(result.text.endsWith(`Grep.]\n${'z'.repeat(6_000)}`)).toBe(true);
  });

  it('still truncates, and says why, when the whole text cannot be saved', async () => {
    const notADir = join(tempDir(), 'file');
    writeFileSync(notADir, '');
    const text = numbered(100);
    const result = await truncateForModel(text, { maxLines: 10 }, createSpillStore({ dir: notADir }), 'call_3');
    expect(result.truncated).toBe(true);
    expect(result.spillPath).toBeUndefined();
    expect(result.text).toMatch(
      /^line 1\n[^]*line 8\n\[… 90 lines \(\d+ B\) omitted of 100\. The whole output could not be saved \(E[A-Z]+: [^)]*\), so the omitted part cannot be read\.\]\nline 99\nline 100\n$/,
    );
    expect(result.text).toContain(notADir);
  });

  it('survives a spill writer that throws at once', async () => {
    const spill = {
      write(): Promise<string> {
        throw new Error('disk\nfull');
      },
    };
    const result = await truncateForModel('a\nb\nc\n', { maxLines: 2 }, spill, 'call_4');
    expect(result).toEqual({
      text: 'a\nb\n[… 1 line (2 B) omitted of 3. The whole output could not be saved (disk full), so the omitted part cannot be read.]',
      truncated: true,
    });
  });
});
