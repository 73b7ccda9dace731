import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandCommand } from '../../../../../main/core/extensions/commands/expand-command.ts';
import type { ApprovalAnswer } from '../../../../../shared/vocabulary/approvals.ts';
import type { Setup } from '../../permissions/engine-fixtures.ts';
import { extensionProject } from './extension-fixture.ts';

async function expand(prompt: string, setup: Setup, answer?: ApprovalAnswer) {
  const project = extensionProject(setup, answer);
  return { result: await expandCommand(prompt, await project.expansionContext()), ...project };
}

describe('expanding /commands', () => {
  it('passes through prompts that are not a known command', async () => {
    const setup = { files: { 'project/.claude/commands/fix.md': 'Fix $ARGUMENTS' } };
    expect((await expand('/compact keep the plan', setup)).result).toBeUndefined();
    expect((await expand('please /fix this', setup)).result).toBeUndefined();
    expect((await expand('/usr/bin/env is odd', setup)).result).toBeUndefined();
    const { result, projectDir } = await expand('  /fix the "login page"', setup);
    expect(result).toEqual({ ok: true, value: { prompt: 'Fix the "login page"', name: 'fix', kind: 'command', file: `${projectDir}/.claude/commands/fix.md`, allowedTools: [] } });
  });

  it('fills positional arguments in the numbering the body uses', async () => {
    const setup = {
      files: {
        'project/.claude/commands/legacy.md': 'PR $1, priority $2',
        'project/.claude/commands/current.md': 'PR $0, priority $1, all: $ARGUMENTS',
      },
    };
    expect((await expand('/legacy 12 "very high"', setup)).result).toMatchObject({ value: { prompt: 'PR 12, priority very high' } });
    expect((await expand('/current 12 "very high"', setup)).result).toMatchObject({ value: { prompt: 'PR 12, priority very high, all: 12 "very high"' } });
  });

  it('appends the files @path names inside the project, with a note for missing or refused ones', async () => {
    const { result } = await expand('/review @src/a.ts @src/gone.ts @../outside.txt @.env and ping @someone', {
      files: {
        'project/.claude/commands/review.md': 'Review $ARGUMENTS for bugs.',
        'project/src/a.ts': 'export const a = 1;\n',
        'project/.env': 'TOKEN=secret',
        'outside.txt': 'private',
      },
    });
    expect(result?.ok).toBe(true);
    const prompt = result?.ok ? result.value.prompt : '';
    expect(prompt).toContain('<file path="src/a.ts">\nexport const a = 1;\n\n</file>');
    expect(prompt).toContain('(@src/gone.ts was not included: there is no such file in the project.)');
    expect(prompt).toContain('(@../outside.txt was not included: only files inside the project can be.)');
    expect(prompt).toContain('(@.env was not included: .env files hold secrets');
    expect(prompt).not.toContain('private');
    expect(prompt).not.toContain('TOKEN=secret');
    expect(prompt).not.toContain('@someone was not');
  });

  it('runs !`cmd` injections a settings rule allows, in the project folder, output in place', async () => {
    const { result, asked } = await expand('/where', {
      project: { permissions: { allow: ['Bash(printf:*)'] } },
      files: { 'project/.claude/commands/where.md': 'Folder: !`pwd`\nSaid: !`printf hi; printf oops >&2`\nRead-only: !`echo ok`' },
    });
    expect(asked).toEqual([]);
    expect(result).toMatchObject({ ok: true });
    const prompt = result?.ok ? result.value.prompt : '';
    expect(prompt).toMatch(/^Folder: .*\/project\nSaid: hioops\nRead-only: ok$/);
  });

  it("runs what the frontmatter's allowed-tools allow without asking, and asks for the rest", async () => {
    const files = {
      'project/.claude/commands/commit.md': '---\nallowed-tools: Bash(touch:*)\n---\n!`touch made.txt && echo made`',
      'project/.claude/commands/other.md': '---\nallowed-tools: Bash(touch:*)\n---\n!`touch a.txt && rm -f a.txt`',
    };
    const allowed = await expand('/commit', { files });
    expect(allowed.asked).toEqual([]);
    expect(allowed.result).toMatchObject({ ok: true, value: { prompt: 'made', allowedTools: ['Bash(touch:*)'] } });
    expect(existsSync(join(allowed.projectDir, 'made.txt'))).toBe(true);

    const partly = await expand('/other', { files });
    expect(partly.asked).toHaveLength(1);
    expect(partly.result).toEqual({ ok: false, error: expect.stringContaining('`touch a.txt && rm -f a.txt`') });
  });

  it('asks the person about a command nothing allows, and runs it when approved', async () => {
    const { result, asked } = await expand(
      '/mk',
      { files: { 'project/.claude/commands/mk.md': 'Made: !`mkdir -p out && ls`' } },
      { decision: 'allow', scope: 'once' },
    );
    expect(asked).toEqual([expect.objectContaining({ kind: 'permission', toolName: 'Bash', input: { command: 'mkdir -p out && ls' }, sessionId: 'session-1' })]);
    expect(result).toMatchObject({ ok: true, value: { prompt: 'Made: out' } });
  });

  it('keeps an answer "for the session" as a grant, so the same command is not asked again', async () => {
    const project = extensionProject({ files: { 'project/.claude/commands/mk.md': '!`mkdir -p out`done' } }, { decision: 'allow', scope: 'session' });
    const context = await project.expansionContext();
    expect(await expandCommand('/mk', context)).toMatchObject({ ok: true, value: { prompt: 'done' } });
    expect(await expandCommand('/mk', context)).toMatchObject({ ok: true, value: { prompt: 'done' } });
    expect(project.asked).toHaveLength(1);
    expect(project.permissions.grants('session-1')).toEqual([{ scope: 'session', rule: 'Bash(mkdir -p out)', sessionId: 'session-1' }]);
  });

  it('fails naming the command and the rule that would allow it when the person denies', async () => {
    const { result, projectDir } = await expand('/mk', { files: { 'project/.claude/commands/mk.md': 'Made: !`mkdir out`' } });
    const file = join(projectDir, '.claude', 'commands', 'mk.md');
    expect(result).toEqual({ ok: false, error: `The command \`mkdir out\` in ${file} was not run: denied (not now); a rule that would allow it: Bash(mkdir out) — in allowed-tools of ${file} or in permissions.allow.` });
    expect(existsSync(join(projectDir, 'out'))).toBe(false);
  });

  it("a deny rule of the settings beats the frontmatter's allowed-tools; nobody is asked", async () => {
    const { result, asked, projectDir } = await expand('/push', {
      user: { permissions: { deny: ['Bash(git push:*)'] } },
      files: { 'project/.claude/commands/push.md': '---\nallowed-tools: Bash(git push:*)\n---\n!`git push origin main`' },
    });
    expect(asked).toEqual([]);
    expect(result).toEqual({ ok: false, error: expect.stringContaining('Bash(git push:*)') });
    expect(result?.ok === false && result.error).toContain(join(projectDir, '.claude', 'commands', 'push.md'));
  });
});
