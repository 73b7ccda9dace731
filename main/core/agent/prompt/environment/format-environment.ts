import { changeKinds, type Environment, type GitState } from './types.ts';

/** The environment block of the prompt: the last block, since its date and git status change between sessions. */
export function formatEnvironment(environment: Environment): string {
  return [
    'Environment (as it was when this session started; it is not updated):',
    `- Working directory: ${environment.cwd}`,
    `- Project folder: ${environment.projectDir}`,
    `- Platform: ${environment.platform} (${environment.osRelease})`,
    `- Shell: ${environment.shell}`,
    `- Today's date: ${environment.date}`,
    ...formatGit(environment.git),
  ].join('\n');
}

function formatGit(git: GitState): string[] {
  if (git.kind === 'none') return [`- Git: ${git.reason}`];
  const { counts, paths, total } = git.status;
  const summary = changeKinds
    .filter((kind) => counts[kind])
    .map((kind) => `${counts[kind]} ${kind}`)
    .join(', ');
  return [
    `- Git repository: ${git.root}, branch ${git.branch}`,
    total === 0 ? '- Git status: clean' : `- Git status: ${summary}`,
    ...paths.map((path) => `    ${path}`),
    ...(total > paths.length ? [`    (and ${total - paths.length} more)`] : []),
    git.recentCommits.length === 0 ? '- Recent commits: none yet' : '- Recent commits:',
    ...git.recentCommits.map((commit) => `    ${commit}`),
  ];
}
