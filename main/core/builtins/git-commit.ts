import { resolve } from 'node:path';
import { z } from 'zod';
import { defineTool, ToolError } from '../tools/define.ts';
import { commitCommandLine, commitSteps } from './git/commit-steps.ts';
import { repositoryRoot } from './git/repository-root.ts';
import { gitSaid, runGit } from './git/run-git.ts';
import { commandOutputLimits } from '../tools/output/truncate.ts';
import { outputTail } from './process/output-tail.ts';
import description from './git-commit.txt?raw';

export const gitCommit = defineTool({
  name: 'GitCommit',
  aliases: ['git_commit'],
  description,
  input: z.strictObject({
    message: z.string().trim().min(1).describe('The commit message: a short summary line, then a blank line and details if needed'),
    paths: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe('Commit only these files (absolute or project-relative; new files are added); default: every change to tracked files'),
  }),
  searchHint: 'git commit save changes version control',
  limits: commandOutputLimits,
  permission: (input) => ({
    command: commitCommandLine(input.message, input.paths),
    paths: (input.paths ?? []).map((path) => ({ path, access: 'read' as const })),
  }),
  activity: (input) => `Committing: ${input.message.split('\n')[0]}`,
  async execute(input, context) {
    const { signal } = context;
    const root = await repositoryRoot(context.cwd, signal);
    const paths = input.paths?.map((path) => resolve(context.cwd, path));
    let last = '';
    for (const args of commitSteps(input.message, paths)) {
      const result = await runGit(args, root, signal);
      if (result.code !== 0) throw new ToolError(failure(args[0], result.output, outputTail(gitSaid(result), commandOutputLimits.maxChars)));
      last = result.output.trim();
    }
    const head = await runGit(['rev-parse', 'HEAD'], root, signal);
    context.metadata({ commit: head.stdout.trim() });
    return last;
  },
});

function failure(step: string, output: string, said: string): string {
  if (step === 'add') return `Staging the paths failed; nothing was committed.\n${said}`;
  if (/nothing (added )?to commit|no changes added to commit/.test(output)) {
    return `There is nothing to commit: the files have no changes against HEAD. Check with GitDiff.\n${said}`;
  }
  return (
    `git commit failed; nothing was committed.\n${said}\n` +
    'When a hook refused the commit, fix what it reports and call GitCommit again; hooks are never skipped.'
  );
}
