import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { devNull } from 'node:os';
import { join } from 'node:path';
import { asIs } from '../common/process/confine.ts';
import { launch } from '../common/process/launch.ts';

/** A git directory of Deft's own that records one project's tree, never the project's `.git` or index. */
export interface SnapshotRepo {
  gitDir: string;
  workTree: string;
  run(args: readonly string[], stdin?: Buffer | string): Promise<Buffer>;
}

/** Where the snapshots of a project live: one git directory per project folder, under the data dir. */
export function snapshotGitDir(dataDir: string, projectDir: string): string {
  const key = createHash('sha256').update(projectDir).digest('hex').slice(0, 16);
  return join(dataDir, 'snapshots', key);
}

export async function openSnapshotRepo(dataDir: string, projectDir: string): Promise<SnapshotRepo> {
  const gitDir = snapshotGitDir(dataDir, projectDir);
  const repo: SnapshotRepo = {
    gitDir,
    workTree: projectDir,
    run: (args, stdin) => runGit(gitDir, projectDir, args, stdin),
  };
  if (!existsSync(join(gitDir, 'HEAD'))) {
    mkdirSync(gitDir, { recursive: true });
    await runGit(gitDir, undefined, ['init', '--quiet', '--bare']);
    writeFileSync(join(gitDir, projectFile), projectDir);
  }
  return repo;
}

const projectFile = 'deft-project';

/** The project folders that have snapshots. */
export function snapshottedProjects(dataDir: string): string[] {
  const root = join(dataDir, 'snapshots');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .map((name) => join(root, name, projectFile))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
}

async function runGit(gitDir: string, workTree: string | undefined, args: readonly string[], stdin?: Buffer | string): Promise<Buffer> {
  // Deft's own snapshot repository, outside the project: its git runs no hook and no command of the project's.
  const child = launch({
    program: asIs({
      file: 'git',
      args: ['-c', 'core.autocrlf=false', '-c', 'core.quotepath=false', '-c', 'core.symlinks=true', '-c', 'gc.auto=0', ...args],
    }),
    cwd: workTree ?? gitDir,
    env: { base: withoutGitVariables(process.env), add: gitVariables(gitDir, workTree) },
    stdin: 'pipe',
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  // A git that fails before reading its input closes the pipe; the failure is reported below.
  child.stdin.on('error', () => undefined);
  child.stdin.end(stdin ?? '');
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', (error) => reject(new Error(`git ${args[0]} failed: ${error.message}`)));
    child.on('close', resolve);
  });
  if (code !== 0) {
    const said = Buffer.concat(stderr).toString().trim();
    throw new Error(`git ${args[0]} failed: ${said || `exit code ${code}`}`);
  }
  return Buffer.concat(stdout);
}

/** The user's git settings and variables stay out: only our directory, the project, and our own index. */
function withoutGitVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('GIT_')));
}

function gitVariables(gitDir: string, workTree: string | undefined): Record<string, string> {
  return {
    GIT_DIR: gitDir,
    ...(workTree && { GIT_WORK_TREE: workTree }),
    GIT_INDEX_FILE: join(gitDir, 'deft-index'),
    GIT_CONFIG_GLOBAL: devNull,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_TERMINAL_PROMPT: '0',
  };
}

/** The id git gives a blob with this content. */
export function gitBlobId(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}
