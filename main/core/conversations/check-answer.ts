import type { PendingApproval } from '../../../shared/ipc/domains/approvals.ts';
import type { PersonAnswer, ApprovalAnswer } from '../../../shared/vocabulary/approvals.ts';

/**
 * The person's answer, checked against the request it answers: rules to save must be ones the
 * dialog showed, and answers must be to the questions asked. Throws saying what is wrong.
 */
export function checkAnswer(approval: PendingApproval, answer: PersonAnswer): ApprovalAnswer {
  if (answer.decision === 'deny') return answer.message === undefined ? { decision: 'deny' } : { decision: 'deny', message: answer.message };
  const shown = new Set(approval.suggestions ?? []);
  const unknownRule = answer.rules?.find((rule) => !shown.has(rule));
  if (unknownRule !== undefined) throw new Error(`The rule ${JSON.stringify(unknownRule)} was not offered for approval ${approval.id}.`);
  if (answer.scope !== 'once' && approval.kind === 'question') throw new Error(`A question (${approval.id}) can only be answered once.`);
  const questions = (approval.questions ?? []).map((question) => question.question);
  if (questions.length === 0) {
    if (answer.answers !== undefined) throw new Error(`Approval ${approval.id} asks no questions to answer.`);
    return answer;
  }
  const extra = Object.keys(answer.answers ?? {}).find((question) => !questions.includes(question));
  if (extra !== undefined) throw new Error(`${JSON.stringify(extra)} is not a question of approval ${approval.id}.`);
  return answer;
}
