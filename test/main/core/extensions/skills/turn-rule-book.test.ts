import { describe, expect, it } from 'vitest';
import { chainRuleBooks, createRuleBook } from '../../../../../main/core/permissions/rule-book.ts';
import { turnRuleBooks } from '../../../../../main/core/extensions/skills/turn-rule-book.ts';
import { createTurnRules } from '../../../../../main/core/extensions/skills/turn-rules.ts';

const match = { cwd: '/project', home: '/home/ann' };
const bash = (command: string) => ({ toolName: 'Bash', aliases: ['bash'], input: { command }, command });
const edit = (path: string) => ({ toolName: 'Edit', aliases: [], input: { file_path: path }, path: { path, access: 'write' as const } });

describe("a skill's allowed-tools for the rest of the turn", () => {
  it('allow what they name in the rule grammar, for that session, until the turn ends', () => {
    const turnRules = createTurnRules();
    const bookOf = turnRuleBooks(turnRules, '/project');
    turnRules.add('s1', ['Bash(git add *)', 'Edit(/src/**)'], 'skill commit (/p/.claude/skills/commit/SKILL.md)');
    const book = bookOf('s1');
    expect(bookOf('s1')).toBe(book);
    expect(book.find('allow', bash('git add a.txt'), match)?.source).toEqual({
      kind: 'grant',
      detail: 'for this turn: Bash(git add *) (allowed-tools of skill commit (/p/.claude/skills/commit/SKILL.md))',
    });
    expect(book.find('allow', bash('git push'), match)).toBeUndefined();
    expect(book.find('allow', edit('/project/src/a.ts'), match)).toBeDefined();
    expect(book.find('allow', edit('/project/test/a.ts'), match)).toBeUndefined();
    expect(bookOf('s2').find('allow', bash('git add a.txt'), match)).toBeUndefined();

    turnRules.clear('s1');
    expect(bookOf('s1').find('allow', bash('git add a.txt'), match)).toBeUndefined();
  });

  it("join the session's grants without replacing them", () => {
    const turnRules = createTurnRules();
    turnRules.add('s1', ['Bash(npm test)'], 'skill test');
    const grants = createRuleBook([{ rule: 'Bash(make)', list: 'allow', file: 'session s1', scope: 'project-local', anchor: '/project' }]);
    const both = chainRuleBooks(grants, turnRuleBooks(turnRules, '/project')('s1'));
    expect(both.find('allow', bash('make'), match)).toBeDefined();
    expect(both.find('allow', bash('npm test'), match)).toBeDefined();
    expect(both.find('allow', bash('npm publish'), match)).toBeUndefined();
  });
});
