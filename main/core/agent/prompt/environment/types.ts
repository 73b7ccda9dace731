/** Facts about where the session runs, collected once at its start. */
export interface Environment {
  cwd: string;
  projectDir: string;
  platform: NodeJS.Platform;
  osRelease: string;
  shell: string;
  /** `YYYY-MM-DD`, in local time. */
  date: string;
  git: GitState;
}

export type GitState =
  | {
      kind: 'repository';
      root: string;
      /** The branch checked out, or `detached at <commit>`. */
      branch: string;
      status: GitStatusSummary;
      /** `<short hash> <subject>`, newest first; empty before the first commit. */
      recentCommits: string[];
    }
  /** `reason` says why in plain words: not a repository, git missing, git too slow, git failing. */
  | { kind: 'none'; reason: string };

export interface GitStatusSummary {
  /** How many paths are in each state, e.g. `{ modified: 2, untracked: 1 }`; states with none are absent. */
  counts: Partial<Record<ChangeKind, number>>;
  /** The first changed paths, each with git's two-letter code (`" M src/a.ts"`, `"?? notes.md"`). */
  paths: string[];
  total: number;
}

/** The states a changed path can be in, in the order the summary lists them. */
export const changeKinds = ['modified', 'added', 'deleted', 'renamed', 'copied', 'conflicted', 'untracked'] as const;

export type ChangeKind = (typeof changeKinds)[number];
