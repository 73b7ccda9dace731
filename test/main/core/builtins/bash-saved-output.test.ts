import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPlainTextFilter } from '../../../../main/core/pty/plain-text.ts';
import type { ToolEvent } from '../../../../shared/vocabulary/tool-calls.ts';
import { bashHarness } from './bash-fixture.ts';

const spillPathOf = (events: ToolEvent[]) =>
  events.flatMap((event) => (event.type === 'metadata' && typeof event.data.spillPath === 'string' ? [event.data.spillPath] : []))[0];

describe('Bash saves the whole output as it comes', () => {
  it('saves the 2 MB of `seq 1 300000` byte for byte, while the model gets its head and tail', async () => {
    const { bash, events } = bashHarness();
    const result = await bash('seq 1 300000');
    expect(result.status).toBe('success');
    expect(result.text).toMatch(/^1\n2\n/);
    expect(result.text).toMatch(/299999\n300000\n[\s\S]*Exit code 0/);
    expect(result.text).not.toMatch(/dropped/);
    const spillPath = spillPathOf(events);
    expect(result.text).toContain(`The whole output is saved in ${spillPath}`);
    const expected = execFileSync('seq', ['1', '300000'], { maxBuffer: 64 * 1024 * 1024 });
    expect(expected.length).toBeGreaterThan(1_900_000);
    expect(readFileSync(spillPath).equals(expected)).toBe(true);
  }, 60_000);

  it('takes the colours and cursor moves out of the saved file, and keeps what is printed around them', async () => {
    const { bash, events } = bashHarness();
    const result = await bash(`for i in $(seq 1 5000); do printf '\\033[1;32mok\\033[0m line %s \\033]0;title\\007done\\n' "$i"; done`);
    expect(result.status).toBe('success');
    const saved = readFileSync(spillPathOf(events), 'utf8');
    expect(saved).toBe(Array.from({ length: 5000 }, (_, i) => `ok line ${i + 1} done\n`).join(''));
  }, 60_000);

  it('makes no file for a short output', async () => {
    const { bash, events } = bashHarness();
    expect((await bash('seq 1 100')).status).toBe('success');
    expect(spillPathOf(events)).toBeUndefined();
  });

  it('stops saving at maxSavedBytes and says so, in the file and to the model', async () => {
    const { bash, events } = bashHarness({ maxSavedBytes: 1024 * 1024 });
    const result = await bash('seq 1 600000');
    const saved = readFileSync(spillPathOf(events), 'utf8');
    const expected = execFileSync('seq', ['1', '600000'], { maxBuffer: 64 * 1024 * 1024 });
    expect(saved.startsWith(expected.toString('utf8').slice(0, 100_000))).toBe(true);
    expect(saved).toMatch(/\[… the output went on for \d+ more bytes, not saved: the limit is 1048576 bytes \(setting bashOutput\.maxSavedBytes\) …\]\n$/);
    expect(statSync(spillPathOf(events)).size).toBeLessThan(1024 * 1024 + 200);
    expect(result.text).toMatch(/only its first 1\.0 MB are saved in .* \(the limit of the setting bashOutput\.maxSavedBytes\)/);
    expect(result.text).toMatch(/600000\n/);
  }, 60_000);

  it('keeps memory bounded through 1 GB of output from a real PTY, and the file within its limit', async () => {
    const maxSavedBytes = 8 * 1024 * 1024;
    const { bash, events } = bashHarness({ maxSavedBytes }, false);
    globalThis.gc?.();
    const baseRss = process.memoryUsage().rss;
    let peakRss = baseRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
    try {
      const result = await bash(`yes "$(printf '%01000d' 0)" | head -c 1G`, { timeout: 600_000 });
      expect(result.status, result.text).toBe('success');
      // Counted as the terminal gave it: with a CR before each of the million line feeds.
      expect(result.text).toMatch(/The output was 102[45]\.\d MB: only its first 8\.0 MB are saved/);
      expect(result.text).toMatch(/The first 8\.0 MB of the output are saved in /);
    } finally {
      clearInterval(sampler);
    }
    expect(statSync(spillPathOf(events)).size).toBeLessThan(maxSavedBytes + 200);
    // Kept: the head and tail for the model (512 KB each) and the chunks in flight; a quarter of the output would be 256 MB.
    expect(peakRss - baseRss).toBeLessThan(192 * 1024 * 1024);
  }, 1_500_000);

  it('filters escapes cut between two chunks, and a CRLF cut between them', () => {
    const filter = createPlainTextFilter();
    const pieces = ['a\x1b[3', '1mred\x1b', '[0m\r', '\nb\x1b]8;;http://x\x1b', '\\link\r', 'c'];
    const out = Buffer.concat([...pieces.map((piece) => filter.push(Buffer.from(piece, 'latin1'))), filter.flush()]).toString('latin1');
    expect(out).toBe('ared\nblink\rc');
  });
});
