import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLlmServer } from '../test/mocks/llm-server/index.ts';
import { figure, type Figure } from './figure.ts';

const samples = 15;
const gnuTime = '/usr/bin/time';
const bin = join(import.meta.dirname, '..', 'bin', 'deft.js');

/**
 * `deft run` answering a one-turn prompt from a local model server, whole process, against a bare
 * Node started the same way making one fetch of the same streamed answer: median wall time, and the
 * peak resident memory GNU time reports. Runs the build in `out/` (run `npm run build` first), as an
 * installed `deft` does.
 */
export default async function startup(): Promise<Figure[]> {
  if (!existsSync(join(import.meta.dirname, '..', 'out', 'main', 'cli.js'))) throw new Error('Build first: npm run build');
  const server = await startLlmServer({ replies: Array.from({ length: 2 * samples + 2 }, () => ({ text: 'Hello there.' })) });
  const root = mkdtempSync(join(tmpdir(), 'deft-bench-startup-'));
  const projectDir = join(root, 'project');
  mkdirSync(projectDir);
  execFileSync('git', ['init', '-q'], { cwd: projectDir });
  const deft = [bin, 'run', '--provider', 'anthropic', '--api-key', 'bench', '--base-url', server.url, '--data-dir', join(root, 'data'), 'Say hello'];
  try {
    await measure(deft, projectDir);
    const [bareSamples, deftSamples] = await alternately(() => measure(['--input-type=module', '-e', oneFetch(server.url)], projectDir), () => measure(deft, projectDir));
    const bare = stats(bareSamples);
    const runs = stats(deftSamples);
    const reference = 'bare Node making one fetch of the same answer';
    const figures = [figure('deft run, one turn, wall', 's', runs.wall, reference, bare.wall)];
    if (runs.rssMiB !== undefined && bare.rssMiB !== undefined) {
      figures.push(figure('deft run, one turn, peak memory', 'MiB', runs.rssMiB, reference, bare.rssMiB));
    }
    if (runs.cpu !== undefined && bare.cpu !== undefined) {
      // Steadier than the wall time when others load the machine.
      figures.push(figure('deft run, one turn, CPU time (user + system)', 's', runs.cpu, reference, bare.cpu));
    }
    return figures;
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/** The request `deft run` makes, reduced to one fetch whose streamed answer is read to its end. */
function oneFetch(url: string): string {
  const body = { model: 'claude-sonnet-4-5', max_tokens: 1024, stream: true, messages: [{ role: 'user', content: 'Say hello' }] };
  const init = { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'bench', 'anthropic-version': '2023-06-01' }, body: JSON.stringify(body) };
  return `const response = await fetch(${JSON.stringify(`${url}/v1/messages`)}, ${JSON.stringify(init)}); process.stdout.write(await response.text());`;
}

interface Sample {
  wall: number;
  rssMiB?: number;
  /** User and system CPU seconds. */
  cpu?: number;
}

const run = promisify(execFile);

/** The reference and the figure one after the other, `samples` times: the machine's load, which others share, falls on both alike. */
async function alternately(reference: () => Promise<Sample>, measured: () => Promise<Sample>): Promise<[Sample[], Sample[]]> {
  const references: Sample[] = [];
  const figures: Sample[] = [];
  for (let i = 0; i < samples; i++) {
    references.push(await reference());
    figures.push(await measured());
  }
  return [references, figures];
}

/** One process, run asynchronously: the model server answering it lives in this process. */
async function measure(args: string[], cwd: string): Promise<Sample> {
  const withTime = existsSync(gnuTime);
  const command = withTime ? gnuTime : process.execPath;
  const argv = withTime ? ['-f', '%M %U %S', process.execPath, ...args] : args;
  const start = process.hrtime.bigint();
  const { stderr } = await run(command, argv, { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: cwd } });
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  const [kib, user, system] = withTime ? (stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number) : [NaN, NaN, NaN];
  return Number.isFinite(kib) ? { wall, rssMiB: kib / 1024, cpu: user + system } : { wall };
}

function stats(list: Sample[]): Sample {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const measured = list.filter((sample) => sample.rssMiB !== undefined && sample.cpu !== undefined);
  const wall = median(list.map((sample) => sample.wall));
  if (measured.length === 0) return { wall };
  return { wall, rssMiB: Math.max(...measured.map((sample) => sample.rssMiB ?? 0)), cpu: median(measured.map((sample) => sample.cpu ?? 0)) };
}
