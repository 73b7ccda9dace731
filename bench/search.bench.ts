import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { glob } from '../main/core/builtins/glob.ts';
import { grep } from '../main/core/builtins/grep.ts';
import { createToolExecutor } from '../main/core/tools/executor.ts';
import { createSpillStore } from '../main/core/tools/output/spill.ts';
import { credentialStoreExclusions } from '../main/core/common/files/credential-stores.ts';
import { commonArgs } from '../main/core/common/ripgrep/common-args.ts';
import { findRipgrep } from '../main/core/common/ripgrep/find-ripgrep.ts';
import { grepArgs, type GrepOptions } from '../main/core/builtins/search/grep-args.ts';
import { benchTurn } from './bench-turn.ts';
import { figure, type Figure } from './figure.ts';
import { projectWithRules } from './project-with-rules.ts';

const folders = 300;
const filesPerFolder = 100;

/** 30,000 source files of about 1.5 KB; one in ten holds the word the searches look for. */
function writeSourceTree(projectDir: string): void {
  for (let folder = 0; folder < folders; folder++) {
    const dir = join(projectDir, 'src', `module${folder}`);
    mkdirSync(dir, { recursive: true });
    for (let file = 0; file < filesPerFolder; file++) {
      const index = folder * filesPerFolder + file;
      const body = Array.from({ length: 40 }, (_, line) => `export const value${line} = compute(${index}, ${line}); // step ${line}`);
      if (index % 10 === 0) body.splice(20, 0, `// TODO(perf): cache the result of module ${index}`);
      writeFileSync(join(dir, `file${file}.${file % 4 === 0 ? 'js' : 'ts'}`), body.join('\n') + '\n');
    }
  }
}

/** rg run straight from Node, its output only counted: the floor any tool on top of it stands on. */
function rawRipgrep(rgPath: string, args: readonly string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(rgPath, args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
    let bytes = 0;
    child.stdout.on('data', (chunk: Buffer) => (bytes += chunk.length));
    child.on('error', reject);
    child.on('close', () => resolve(bytes));
  });
}

/** Median wall times of `a` and `b` in microseconds, run turn about so that a busy machine weighs on both alike. */
async function alternatingMedians(a: () => Promise<unknown>, b: () => Promise<unknown>, samples = 21, warmup = 2): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let round = 0; round < warmup + samples; round++) {
    for (const [index, fn] of [a, b].entries()) {
      const start = process.hrtime.bigint();
      await fn();
      if (round >= warmup) times[index].push(Number(process.hrtime.bigint() - start) / 1000);
    }
  }
  const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];
  return [median(times[0]), median(times[1])];
}

/** Glob and Grep through the whole pipeline against rg with the same arguments, on the same tree, in the same run. */
export default async function run(): Promise<Figure[]> {
  const project = projectWithRules({ allow: [], deny: [], ask: [] });
  try {
    const { projectDir, permissions } = project;
    writeSourceTree(projectDir);
    const rgPath = await findRipgrep();
    const executor = createToolExecutor({ permissions, spill: createSpillStore({ dir: join(project.root, 'spill') }) });
    const turn = benchTurn(projectDir, [glob, grep]);
    const throughTool = (name: string, input: Record<string, unknown>) => async () => {
      const outcome = await executor.run({ id: 'c', name, input }, turn);
      if (outcome.status !== 'success') throw new Error(`${name} ended ${outcome.status}: ${JSON.stringify(outcome.content)}`);
    };
    const compare = async (label: string, name: string, input: Record<string, unknown>, args: readonly string[], rg = 'rg') => {
      const [tool, raw] = await alternatingMedians(throughTool(name, input), () => rawRipgrep(rgPath, args, projectDir));
      return figure(label, 'µs', tool, `${rg} with the same arguments, spawned from Node, its output counted`, raw);
    };

    // What Grep hands rg besides the query: the credential stores below the searched folder left out.
    const exclusions = credentialStoreExclusions(homedir(), projectDir);
    const files: GrepOptions = { pattern: 'TODO\\(perf\\)' };
    const count: GrepOptions = { pattern: 'compute\\(\\d+7, 3\\d\\)', output_mode: 'count' };
    const content: GrepOptions = { pattern: 'todo\\(perf\\): cache', output_mode: 'content', '-i': true };
    return [
      await compare('Grep files_with_matches over 30,000 files (3,000 match), through the executor (goal: ratio ≤ 1.10)', 'Grep', { ...files }, grepArgs(files, [], exclusions), 'rg -l'),
      await compare('Grep count, regex, over 30,000 files (3,000 match), through the executor (goal: ratio ≤ 1.10)', 'Grep', { ...count }, grepArgs(count, [], exclusions), 'rg -c'),
      await compare('Glob "**/*.ts" over 30,000 files', 'Glob', { pattern: '**/*.ts' }, [...commonArgs, '--files', '--glob', '**/*.ts', '--']),
      await compare('Grep content -i over 30,000 files (3,000 lines)', 'Grep', { ...content }, grepArgs(content, [], exclusions)),
    ];
  } finally {
    project.remove();
  }
}
