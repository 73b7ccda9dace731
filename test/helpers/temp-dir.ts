import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/** A fresh temporary folder, removed when the current test finishes. */
export function tempDir(prefix = 'deft-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A PATH holding only links to the named binaries, as found on this machine's PATH. */
export function pathWith(dir: string, binaries: Record<string, string | null>): string {
  const bin = join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  for (const [name, target] of Object.entries(binaries)) {
    if (target) symlinkSync(target, join(bin, name));
  }
  return bin;
}
