import type { QuestionsInput } from './question-input.ts';

/** The person's answers as the model reads them, question by question. */
export function formatAnswers(questions: QuestionsInput['questions'], answers: Readonly<Record<string, string>>): string {
  const lines = questions.map((question) => {
    const answer = answers[question.question]?.trim();
    return `- "${question.question}" → ${answer ? `"${answer}"` : '(no answer)'}`;
  });
  return ['The person answered:', ...lines, 'Continue with these answers in mind.'].join('\n');
}

/** True when every question already has an answer (e.g. given by a hook), so nobody needs to be asked. */
export function answersComplete(questions: QuestionsInput['questions'], answers: Readonly<Record<string, string>> | undefined): boolean {
  return answers !== undefined && questions.every((question) => (answers[question.question] ?? '').trim() !== '');
}
