import { describe, expect, it } from 'vitest';
import type { PendingApproval } from '../../../../shared/ipc/domains/approvals.ts';
import { checkAnswer } from '../../../../main/core/conversations/check-answer.ts';

const permission: PendingApproval = {
  id: 'a1',
  sessionId: 's',
  toolCallId: 't',
  toolName: 'Bash',
  input: { command: 'npm test' },
  kind: 'permission',
  title: 'Run npm test?',
  suggestions: ['Bash(npm test:*)'],
  askedAt: 0,
};

describe('checking the person’s answer', () => {
  it('keeps allow answers that save only the rules shown, and denials with their message', () => {
    expect(checkAnswer(permission, { decision: 'allow', scope: 'always', rules: ['Bash(npm test:*)'] })).toEqual({ decision: 'allow', scope: 'always', rules: ['Bash(npm test:*)'] });
    expect(checkAnswer(permission, { decision: 'allow', scope: 'session' })).toEqual({ decision: 'allow', scope: 'session' });
    expect(checkAnswer(permission, { decision: 'deny', message: 'not on main' })).toEqual({ decision: 'deny', message: 'not on main' });
    expect(checkAnswer(permission, { decision: 'deny' })).toEqual({ decision: 'deny' });
  });

  it('refuses rules not offered, and answers where no question was asked', () => {
    expect(() => checkAnswer(permission, { decision: 'allow', scope: 'always', rules: ['Bash(*)'] })).toThrow(/"Bash\(\*\)" was not offered/);
    expect(() => checkAnswer(permission, { decision: 'allow', scope: 'once', answers: { x: 'y' } })).toThrow(/asks no questions/);
  });

  it('takes answers to the questions asked, once', () => {
    const question: PendingApproval = {
      ...permission,
      kind: 'question',
      suggestions: undefined,
      questions: [{ question: 'Which?', header: 'Pick', options: [{ label: 'A', description: '' }, { label: 'B', description: '' }], multiSelect: false }],
    };
    expect(checkAnswer(question, { decision: 'allow', scope: 'once', answers: { 'Which?': 'A' } })).toMatchObject({ answers: { 'Which?': 'A' } });
    expect(() => checkAnswer(question, { decision: 'allow', scope: 'always', answers: { 'Which?': 'A' } })).toThrow(/only be answered once/);
    expect(() => checkAnswer(question, { decision: 'allow', scope: 'once', answers: { 'What?': 'A' } })).toThrow(/not a question/);
  });
});
