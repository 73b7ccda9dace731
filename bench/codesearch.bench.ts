import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCodeSearchIndex } from '../main/core/codesearch/code-search-index.ts';
import { commonArgs } from '../main/core/common/ripgrep/common-args.ts';
import { findRipgrep } from '../main/core/common/ripgrep/find-ripgrep.ts';
import { figure, type Figure } from './figure.ts';

const folders = 250;
const filesPerFolder = 200;
const ignoredFiles = 2_000;
const languages = ['ts', 'py', 'go', 'rs', 'java'] as const;
const nouns = ['user', 'order', 'invoice', 'cache', 'session', 'config', 'token', 'report', 'payment', 'route'];
const verbs = ['load', 'save', 'parse', 'render', 'validate', 'merge', 'fetch', 'build'];

/** A small source file in one of five languages, defining two functions and a type and calling others. */
function sourceFile(language: (typeof languages)[number], index: number): string {
  const noun = nouns[index % nouns.length];
  const Noun = noun[0].toUpperCase() + noun.slice(1);
  const [first, second] = [verbs[index % verbs.length], verbs[(index >> 3) % verbs.length]];
  const name = (verb: string) => `${verb}${Noun}${index}`;
  const body = Array.from({ length: 12 }, (_, line) => `step_${line}(${noun}, ${index + line})`);
  switch (language) {
    case 'ts':
      return `export interface ${Noun}${index} { id: number; name: string }\n\nexport function ${name(first)}(${noun}: ${Noun}${index}) {\n${body.map((line) => `  ${line};`).join('\n')}\n  return ${name(second)}(${noun});\n}\n\nexport const ${name(second)} = (${noun}: ${Noun}${index}) => ${noun}.id;\n`;
    case 'py':
      return `class ${Noun}${index}:\n    pass\n\n\ndef ${first}_${noun}_${index}(${noun}):\n${body.map((line) => `    ${line}`).join('\n')}\n    return ${second}_${noun}_${index}(${noun})\n\n\ndef ${second}_${noun}_${index}(${noun}):\n    return ${noun}.id\n`;
    case 'go':
      return `package m${index % folders}\n\ntype ${Noun}${index} struct {\n\tID int\n}\n\nfunc ${Noun}${index}${first}(${noun} ${Noun}${index}) int {\n${body.map((line) => `\t${line}`).join('\n')}\n\treturn ${noun}.ID\n}\n`;
    case 'rs':
      return `pub struct ${Noun}${index} {\n    id: u32,\n}\n\npub fn ${first}_${noun}_${index}(${noun}: &${Noun}${index}) -> u32 {\n${body.map((line) => `    ${line};`).join('\n')}\n    ${noun}.id\n}\n`;
    case 'java':
      return `public class ${Noun}${index} {\n    public int ${name(first)}(int ${noun}) {\n${body.map((line) => `        ${line};`).join('\n')}\n        return ${noun};\n    }\n}\n`;
  }
}

/** 50,000 source files in 250 folders, plus an ignored build folder that must stay out of the index. */
function writeTree(root: string): void {
  writeFileSync(join(root, '.gitignore'), 'build/\n');
  for (let folder = 0; folder < folders; folder++) {
    const dir = join(root, 'src', `module${folder}`);
    mkdirSync(dir, { recursive: true });
    for (let file = 0; file < filesPerFolder; file++) {
      const index = folder * filesPerFolder + file;
      const language = languages[index % languages.length];
      writeFileSync(join(dir, `file${file}.${language}`), sourceFile(language, index));
    }
  }
  mkdirSync(join(root, 'build'));
  for (let file = 0; file < ignoredFiles; file++) writeFileSync(join(root, 'build', `out${file}.js`), `function parseConfig${file}() {}\n`);
}

/** Runs rg from Node and gives its stdout. */
function ripgrep(rgPath: string, args: readonly string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(rgPath, args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

async function millis(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * Runs `fn` and gives the CPU time of this process's busiest thread meanwhile, sampled every 50 ms from
 * /proc (Linux only; null elsewhere): what `fn` would take with a free core for each of its threads.
 */
async function busiestThreadMillis(fn: () => Promise<unknown>): Promise<number | null> {
  if (!existsSync('/proc/self/task')) return null;
  const clockTicksPerMs = 100 / 1000;
  const threads = new Map<string, { first: number; last: number }>();
  const sample = () => {
    for (const tid of readdirSync('/proc/self/task')) {
      try {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        const [utime, stime] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 13).map(Number);
        const seen = threads.get(tid);
        if (seen) seen.last = utime + stime;
        else threads.set(tid, { first: utime + stime, last: utime + stime });
      } catch {
        // The thread ended between listing and reading.
      }
    }
  };
  sample();
  const timer = setInterval(sample, 50);
  try {
    await fn();
  } finally {
    clearInterval(timer);
    sample();
  }
  return Math.max(...[...threads.values()].map(({ first, last }) => (last - first) / clockTicksPerMs));
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];

const queries = ['parseConfig', 'validate user', 'render invoice', 'session token cache', 'PaymentRoute', 'fetch_order', 'merge report', 'save'];

/** Index build, update after one change and query latency, each beside the ripgrep work that bounds it. */
export default async function run(): Promise<Figure[]> {
  const root = mkdtempSync(join(tmpdir(), 'deft-bench-codesearch-'));
  try {
    const projectDir = join(root, 'project');
    mkdirSync(projectDir);
    writeTree(projectDir);
    const rgPath = await findRipgrep();
    const listArgs = [...commonArgs, '--files'];

    const ioFloor = await millis(async () => {
      const files = (await ripgrep(rgPath, listArgs, projectDir)).split('\n').filter(Boolean);
      for (const file of files) readFileSync(join(projectDir, file));
    });
    const index = createCodeSearchIndex({ projectDir, dataDir: join(root, 'data'), debounceMs: 50 });
    try {
      let busiestThread: number | null = null;
      const build = await millis(async () => {
        busiestThread = await busiestThreadMillis(() => index.refresh());
      });
      const files = index.stats().files;
      if (files !== folders * filesPerFolder + 1) throw new Error(`indexed ${files} files`);

      const changed = join(projectDir, 'src', 'module7', 'file5.ts');
      writeFileSync(changed, `${readFileSync(changed, 'utf8')}\nexport function freshlyAddedHelper() {}\n`);
      const watchedUpdate = await millis(() => index.search('freshlyAddedHelper', 10));
      if (index.stats().lastSync?.indexed !== 1) throw new Error(`update indexed ${JSON.stringify(index.stats().lastSync)}`);
      writeFileSync(changed, `${readFileSync(changed, 'utf8')}\nexport function anotherHelper() {}\n`);
      const fullCheck = await millis(() => index.refresh());
      const singleRg = await millis(() => ripgrep(rgPath, [...listArgs.filter((arg) => arg !== '--files'), '-n', 'freshlyAddedHelper'], projectDir));

      const queryTimes: number[] = [];
      const rgTimes: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (const query of queries) {
          queryTimes.push(await millis(() => index.search(query, 10)));
          rgTimes.push(await millis(() => ripgrep(rgPath, [...listArgs.filter((arg) => arg !== '--files'), '-n', '-i', query.split(' ')[0]], projectDir)));
        }
      }
      const rgMedian = quantile(rgTimes, 0.5);
      return [
        figure('CodeSearch full index build, 50,000 files', 'ms', build, 'rg --files + reading every file (the I/O floor)', ioFloor),
        ...(busiestThread === null
          ? []
          : [figure('CodeSearch full index build, CPU time of its busiest thread (its wall time with a core free for each thread)', 'ms', busiestThread, 'rg --files + reading every file (the I/O floor)', ioFloor)]),
        figure('CodeSearch update after one file change (watched, at the next search)', 'ms', watchedUpdate, 'one rg -n over the tree', singleRg),
        figure('CodeSearch update after one file change (whole-tree check, no watcher)', 'ms', fullCheck, 'one rg -n over the tree', singleRg),
        figure('CodeSearch query latency, median', 'ms', quantile(queryTimes, 0.5), 'rg -n -i <first word> over the tree, median', rgMedian),
        figure('CodeSearch query latency, p95', 'ms', quantile(queryTimes, 0.95), 'rg -n -i <first word> over the tree, median', rgMedian),
      ];
    } finally {
      await index.close();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
