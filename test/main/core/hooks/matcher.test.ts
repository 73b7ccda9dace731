import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMatcher } from '../../../../main/core/hooks/matcher.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { group, hookScript, noSignal, readLines, runnerWith, sampleInputs } from './helpers.ts';

const matches = (matcher: string | undefined, value: string) => {
  const compiled = compileMatcher(matcher);
  if (!compiled.ok) throw new Error(compiled.error);
  return compiled.value(value);
};

describe('compileMatcher', () => {
  it.each([
    [undefined, 'Bash', true],
    ['', 'Bash', true],
    ['*', 'mcp__x__y', true],
    ['Bash', 'Bash', true],
    ['Bash', 'BashOutput', false],
    ['Edit|Write', 'Write', true],
    ['Edit|Write', 'NotebookEdit', false],
    ['Edit, Write', 'Write', true],
    ['mcp__memory', 'mcp__memory__create', false],
    ['mcp__.*', 'mcp__memory__create', true],
    ['mcp__.*__write.*', 'mcp__fs__write_file', true],
    ['Edit.*', 'NotebookEdit', true],
    ['^Edit$', 'NotebookEdit', false],
    ['^(startup|resume)$', 'resume', true],
    ['^(?!Read).*', 'Read', false],
    ['^(?!Read).*', 'Grep', true],
  ])('%j against %s → %s', (matcher, value, expected) => {
    expect(matches(matcher, value)).toBe(expected);
  });

  it('reports an invalid regular expression', () => {
    const compiled = compileMatcher('Edit(');
    expect(compiled.ok).toBe(false);
    expect(!compiled.ok && compiled.error).toMatch(/^invalid regular expression "Edit\(": .*; it matches nothing$/);
  });
});

describe('matchers in the runner', () => {
  it('tests tool events against tool_name, each form as Claude Code does', async () => {
    const dir = tempDir();
    const log = join(dir, 'ran.txt');
    const labelled = (label: string, matcher: string) => group('PreToolUse', hookScript(dir, `echo ${label} >> "${log}"`), { matcher });
    const { runner, logged } = runnerWith(dir, [
      labelled('star', '*'),
      labelled('edit-or-write', 'Edit|Write'),
      labelled('bash', 'Bash'),
      labelled('mcp', 'mcp__.*'),
      labelled('edit-prefix', 'Edit.*'),
      labelled('broken', 'Edit('),
    ]);
    expect(logged).toEqual(['A PreToolUse hook matcher in /project/.claude/settings.json is unusable: invalid regular expression "Edit(": Invalid regular expression: /Edit(/: Unterminated group; it matches nothing']);
    const ran = async (toolName: string) => {
      await runner.run('PreToolUse', { ...sampleInputs(dir).PreToolUse, tool_name: toolName }, noSignal());
      const lines = readLines(log).sort();
      rmSync(log, { force: true });
      return lines;
    };
    expect(await ran('Edit')).toEqual(['edit-or-write', 'edit-prefix', 'star']);
    expect(await ran('Write')).toEqual(['edit-or-write', 'star']);
    expect(await ran('NotebookEdit')).toEqual(['edit-prefix', 'star']);
    expect(await ran('Bash')).toEqual(['bash', 'star']);
    expect(await ran('mcp__memory__create')).toEqual(['mcp', 'star']);
  });

  it('tests other events against their own field, and ignores the matcher where the event has none', async () => {
    const dir = tempDir();
    const log = join(dir, 'ran.txt');
    const labelled = (label: string, event: Parameters<typeof group>[0], matcher: string) =>
      group(event, hookScript(dir, `echo ${label} >> "${log}"`), { matcher });
    const { runner } = runnerWith(dir, [
      labelled('start-resume', 'SessionStart', 'resume'),
      labelled('start-startup', 'SessionStart', 'startup|clear'),
      labelled('end-other', 'SessionEnd', 'other'),
      labelled('notify-idle', 'Notification', 'idle_prompt'),
      labelled('notify-permission', 'Notification', 'permission_prompt'),
      labelled('compact-auto', 'PreCompact', 'auto'),
      labelled('subagent-reviewer', 'SubagentStop', 'review.*'),
      labelled('stop-ignores-matcher', 'Stop', 'Nothing|Matches'),
      labelled('prompt-ignores-matcher', 'UserPromptSubmit', 'Bash'),
    ]);
    const inputs = sampleInputs(dir);
    await runner.run('SessionStart', inputs.SessionStart, noSignal());
    await runner.run('SessionEnd', inputs.SessionEnd, noSignal());
    await runner.run('Notification', inputs.Notification, noSignal());
    await runner.run('PreCompact', inputs.PreCompact, noSignal());
    await runner.run('SubagentStop', inputs.SubagentStop, noSignal());
    await runner.run('Stop', inputs.Stop, noSignal());
    await runner.run('UserPromptSubmit', inputs.UserPromptSubmit, noSignal());
    expect(readLines(log)).toEqual([
      'start-startup',
      'end-other',
      'notify-permission',
      'subagent-reviewer',
      'stop-ignores-matcher',
      'prompt-ignores-matcher',
    ]);
  });
});
