import { z } from 'zod';
import type { Validation } from '../../tools/tool.ts';

const option = z.strictObject({
  label: z.string().trim().min(1).max(60).describe('The choice as the person reads it, 1 to 5 words'),
  description: z.string().describe('What choosing it means'),
});

export const choiceQuestion = z.strictObject({
  question: z.string().trim().min(1).describe('The whole question, ending with "?"'),
  header: z.string().trim().min(1).max(12).describe('A very short label for it, at most 12 characters ("Auth method")'),
  options: z.array(option).min(2).max(4).describe('2 to 4 choices; "Other" with free text is added for you'),
  multiSelect: z.boolean().default(false).describe('true when several choices may be taken together'),
});

export const questionsInput = z.strictObject({
  questions: z.array(choiceQuestion).min(1).max(4).describe('1 to 4 questions, asked together'),
  answers: z
    .record(z.string(), z.string())
    .optional()
    .describe('Filled in by hooks or the app, not by you: per question, the answer'),
});

export type QuestionsInput = z.output<typeof questionsInput>;

/** Questions must be told apart by their text, and the choices of one question by their label. */
export function checkQuestions(input: QuestionsInput): Validation {
  const texts = input.questions.map((question) => question.question);
  const repeated = texts.find((text, index) => texts.indexOf(text) !== index);
  if (repeated) return { ok: false, message: `The question "${repeated}" is asked twice; ask each question once.` };
  for (const question of input.questions) {
    const labels = question.options.map((option) => option.label.toLowerCase());
    const twice = labels.find((label, index) => labels.indexOf(label) !== index);
    if (twice) return { ok: false, message: `"${question.question}" offers the choice "${twice}" twice; give each choice its own label.` };
    if (labels.includes('other')) {
      return { ok: false, message: `"${question.question}" offers "Other": remove it, the person can always answer in their own words.` };
    }
  }
  return { ok: true };
}
