import { describe, expect, it } from 'vitest';
import { askUserQuestion } from '../../../../main/core/builtins/ask-user-question.ts';
import type { Approvals } from '../../../../main/core/tools/permission.ts';
import type { ApprovalAnswer, ApprovalRequest } from '../../../../shared/vocabulary/approvals.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';

const database = {
  question: 'Which database should the app use?',
  header: 'Database',
  options: [
    { label: 'SQLite (Recommended)', description: 'One file, no server' },
    { label: 'Postgres', description: 'A server, for many users' },
  ],
  multiSelect: false,
};
const features = {
  question: 'Which features do you want?',
  header: 'Features',
  options: [
    { label: 'Search', description: 'Full-text search' },
    { label: 'Export', description: 'CSV export' },
    { label: 'Sync', description: 'Sync between devices' },
  ],
  multiSelect: true,
};

function person(answer: (request: ApprovalRequest) => ApprovalAnswer | Promise<ApprovalAnswer>) {
  const asked: Array<{ request: ApprovalRequest; signal: AbortSignal }> = [];
  const approvals: Approvals = {
    request: async (request, signal) => {
      asked.push({ request, signal });
      return answer(request);
    },
  };
  return { approvals, asked };
}

describe('AskUserQuestion', () => {
  it('puts the questions to the person and gives the model their answers', async () => {
    const { approvals, asked } = person(() => ({
      decision: 'allow',
      scope: 'once',
      answers: { [database.question]: 'Postgres', [features.question]: 'Search, Sync' },
    }));
    const { executor } = executorWith(tempDir(), { approvals });
    const input = { questions: [database, { ...features, multiSelect: true }] };
    const outcome = await executor.run({ id: 'q', name: 'ask_user', input }, turnContext([askUserQuestion]));
    expect(outcome.status).toBe('success');
    expect(textOf(outcome)).toBe(
      'The person answered:\n- "Which database should the app use?" → "Postgres"\n' +
        '- "Which features do you want?" → "Search, Sync"\nContinue with these answers in mind.',
    );
    expect(asked).toHaveLength(1);
    expect(asked[0].request).toMatchObject({ kind: 'question', title: '2 questions', toolName: 'AskUserQuestion', questions: input.questions });
    expect(outcome.metadata).toEqual({ answers: { [database.question]: 'Postgres', [features.question]: 'Search, Sync' } });
  });

  it('passes on free text and marks an unanswered question', async () => {
    const { approvals } = person(() => ({ decision: 'allow', scope: 'once', answers: { [database.question]: 'MariaDB, we run it already' } }));
    const { executor } = executorWith(tempDir(), { approvals });
    const outcome = await executor.run({ id: 'q', name: 'AskUserQuestion', input: { questions: [database, features] } }, turnContext([askUserQuestion]));
    expect(textOf(outcome)).toContain('"Which database should the app use?" → "MariaDB, we run it already"');
    expect(textOf(outcome)).toContain('"Which features do you want?" → (no answer)');
  });

  it('asks nobody when a hook already supplied every answer', async () => {
    const { approvals, asked } = person(() => ({ decision: 'deny' }));
    const { executor } = executorWith(tempDir(), { approvals });
    const input = { questions: [database], answers: { [database.question]: 'SQLite (Recommended)' } };
    const outcome = await executor.run({ id: 'q', name: 'AskUserQuestion', input }, turnContext([askUserQuestion]));
    expect(textOf(outcome)).toContain('→ "SQLite (Recommended)"');
    expect(asked).toHaveLength(0);
  });

  it('tells the model when the person dismissed the question', async () => {
    const { approvals } = person(() => ({ decision: 'deny', message: 'not now' }));
    const { executor } = executorWith(tempDir(), { approvals });
    const outcome = await executor.run({ id: 'q', name: 'AskUserQuestion', input: { questions: [database] } }, turnContext([askUserQuestion]));
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toMatch(/^The person dismissed the question: not now\. Do not ask the same again/);
  });

  it('refuses bad question sets before asking', async () => {
    const { approvals, asked } = person(() => ({ decision: 'deny' }));
    const { executor } = executorWith(tempDir(), { approvals });
    const turn = turnContext([askUserQuestion]);
    const run = (input: unknown) => executor.run({ id: 'q', name: 'AskUserQuestion', input }, turn);
    const oneOption = await run({ questions: [{ ...database, options: database.options.slice(0, 1) }] });
    expect(textOf(oneOption)).toMatch(/questions\[0\]\.options/);
    const fiveQuestions = await run({ questions: [1, 2, 3, 4, 5].map((n) => ({ ...database, question: `Q${n}?` })) });
    expect(textOf(fiveQuestions)).toMatch(/questions/);
    const longHeader = await run({ questions: [{ ...database, header: 'Database engine' }] });
    expect(textOf(longHeader)).toMatch(/questions\[0\]\.header/);
    const twice = await run({ questions: [database, database] });
    expect(textOf(twice)).toMatch(/is asked twice/);
    const other = await run({ questions: [{ ...database, options: [...database.options, { label: 'Other', description: '' }] }] });
    expect(textOf(other)).toMatch(/offers "Other": remove it/);
    expect(asked).toHaveLength(0);
  });

  it('is withdrawn when the turn is cancelled while the person thinks', async () => {
    const controller = new AbortController();
    const { approvals, asked } = person(() => {
      setImmediate(() => controller.abort());
      return new Promise<ApprovalAnswer>(() => {});
    });
    const { executor } = executorWith(tempDir(), { approvals });
    const outcome = await executor.run(
      { id: 'q', name: 'AskUserQuestion', input: { questions: [database] } },
      turnContext([askUserQuestion], { signal: controller.signal }),
    );
    expect(outcome.status).toBe('cancelled');
    expect(asked[0].signal.aborted).toBe(true);
  });
});
