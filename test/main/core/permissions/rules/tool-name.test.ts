import { describe, expect, it } from 'vitest';
import { compileRule } from '../../../../../main/core/permissions/rules/compile.ts';
import { anchor, applies, bash, parsed, read, task, tool } from './rule-helpers.ts';

describe('tool names', () => {
  it('match the canonical name or any alias of the call', () => {
    expect(applies('Read', read('/x'))).toBe(true);
    expect(applies('read_file', read('/x'))).toBe(true);
    expect(applies('shell(ls *)', bash('ls -la'))).toBe(false);
    expect(applies('Bash', read('/x'))).toBe(false);
    expect(applies('bash', bash('ls'))).toBe(true);
  });

  it('treat Agent and legacy Task as one tool, whichever the registry calls canonical', () => {
    const agentCall = { ...task('Explore'), toolName: 'Agent', aliases: ['Task'] };
    const bareTask = { ...task('Explore'), aliases: [] };
    for (const rule of ['Agent(Explore)', 'Task(Explore)', 'Agent', 'Task']) {
      expect(applies(rule, agentCall), rule).toBe(true);
      expect(applies(rule, bareTask), rule).toBe(true);
    }
    expect(applies('Agent(Explore)', task('Plan'))).toBe(false);
    expect(applies('Agent(*)', task('Plan'))).toBe(true);
    expect(applies('Agent(code-*)', task('code-reviewer'))).toBe(true);
  });

  it('match an MCP server by its whole name, not a prefix of it', () => {
    expect(applies('mcp__db', tool('mcp__db__query'))).toBe(true);
    expect(applies('mcp__db', tool('mcp__db'))).toBe(false);
    expect(applies('mcp__db', tool('mcp__dbx__query'))).toBe(false);
    expect(applies('mcp__db__*', tool('mcp__db__query'))).toBe(true);
    expect(applies('mcp__db__q*y', tool('mcp__db__query'))).toBe(true);
    expect(applies('mcp__db__q*y', tool('mcp__db__quer'))).toBe(false);
  });

  it('take wildcards in allow rules only after a literal mcp__<server>__ prefix', () => {
    const outcome = (text: string, list: 'allow' | 'deny' | 'ask') => {
      const result = compileRule(parsed(text), { list, anchor, platform: 'linux' });
      return 'skipped' in result ? 'skipped' : 'compiled';
    };
    for (const text of ['mcp__github__*', 'mcp__github__get_*', 'mcp__my-server__*(x)']) expect(outcome(text, 'allow'), text).toBe('compiled');
    for (const text of ['*', 'mcp__*', 'mcp__git*__x', 'mcp___*', 'Bash*', '*__get_issue']) {
      expect(outcome(text, 'allow'), text).toBe('skipped');
      expect(outcome(text, 'deny'), text).toBe('compiled');
      expect(outcome(text, 'ask'), text).toBe('compiled');
    }
    const result = compileRule(parsed('mcp__*'), { list: 'allow', anchor });
    expect(result).toEqual({ skipped: expect.stringMatching(/"mcp__\*" is skipped: .*literal mcp__<server>__ prefix/) });
  });

  it('match globs against aliases too, and treat regex characters in names literally', () => {
    expect(applies('*_file', read('/x'), 'deny')).toBe(true);
    expect(applies('mcp__a.b__*', tool('mcp__a.b__c'))).toBe(true);
    expect(applies('mcp__a.b__*', tool('mcp__axb__c'))).toBe(false);
  });
});
