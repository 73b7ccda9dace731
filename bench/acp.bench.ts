import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { figure, type Figure } from './figure.ts';

const samples = 15;
const bin = join(import.meta.dirname, '..', 'bin', 'deft.js');
const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: 1, clientCapabilities: {} } }) + '\n';

/**
 * `deft acp` from spawn to its answer to `initialize` (the editor's first wait), against a bare
 * Node started the same way and answering one line: median wall time. Runs `bin/deft.js`, so the
 * build in `out/` when there is one (as an installed `deft` does), else the sources.
 */
export default async function acp(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'deft-bench-acp-'));
  const deft = [bin, 'acp', '--data-dir', dataDir];
  const bare = ['-e', 'process.stdin.once("data", () => process.stdout.write("{}\\n"))'];
  try {
    await firstAnswer(deft);
    const references: number[] = [];
    const answers: number[] = [];
    // One after the other, so the machine's load, which others share, falls on both alike.
    for (let i = 0; i < samples; i++) {
      references.push(await firstAnswer(bare));
      answers.push(await firstAnswer(deft));
    }
    const reference = median(references);
    const answered = median(answers);
    const how = existsSync(join(import.meta.dirname, '..', 'out', 'main', 'cli.js')) ? 'build' : 'sources';
    return [figure(`deft acp (${how}), initialize answered after spawn`, 'ms', answered, 'bare Node answering one line on stdin', reference)];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Milliseconds from spawn to the first line on stdout, the request written at once (an editor writes it as soon as the pipe exists). */
function firstAnswer(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      out += text;
      if (!out.includes('\n')) return;
      const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
      child.kill();
      if (!out.startsWith('{')) reject(new Error(`Not a JSON-RPC answer: ${out}`));
      else resolve(elapsed);
    });
    child.on('error', reject);
    child.stdin.end(initialize);
  });
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}
