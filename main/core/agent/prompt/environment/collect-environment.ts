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

/**
 * The environment of a folder while it is being collected: a host may start it before it opens the
 * session (so git runs while the rest loads) and hand it to `openSession`, which takes it when the
 * session works in that folder.
 */
export interface CollectingEnvironment {
  cwd: string;
  collected: Promise<Environment>;
}

/** Starts collecting the environment of a session that works in `cwd`, its project folder. */
export function startCollectingEnvironment(cwd: string, env: NodeJS.ProcessEnv, now = new Date()): CollectingEnvironment {
  const collected = collectEnvironment({ cwd, projectDir: cwd, now, env });
  // Awaited (and reported) by the session that takes it; one that does not take it lets it go.
  collected.catch(() => undefined);
  return { cwd, collected };
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
