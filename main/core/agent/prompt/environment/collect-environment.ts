import { release, type } from 'node:os';
import { collectGitState } from './git-state.ts';
import type { Environment } from './types.ts';

export interface EnvironmentOptions {
  cwd: string;
  /** The session's start; passed in so the prompt is reproducible. */
  now: Date;
  /** Defaults to `cwd`. */
  projectDir?: string;
  env?: NodeJS.ProcessEnv;
  /** All git commands together get this long; then git is reported as not answering. */
  gitTimeoutMs?: number;
}

/** Collects the environment block's facts; runs git, so call it once per session, not per turn. */
export async function collectEnvironment(options: EnvironmentOptions): Promise<Environment> {
  const env = options.env ?? process.env;
  return {
    cwd: options.cwd,
    projectDir: options.projectDir ?? options.cwd,
    platform: process.platform,
    osRelease: `${type()} ${release()}`,
    shell: env.SHELL || (process.platform === 'win32' ? env.ComSpec : undefined) || 'unknown',
    date: localDate(options.now),
    git: await collectGitState(options.cwd, options.gitTimeoutMs ?? 3000),
  };
}

function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
