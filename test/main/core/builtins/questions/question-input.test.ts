import { describe, expect, it } from 'vitest';
import { answersComplete, formatAnswers } from '../../../../../main/core/builtins/questions/format-answers.ts';
import { checkQuestions, questionsInput } from '../../../../../main/core/builtins/questions/question-input.ts';

const question = (text: string, labels: string[]) => ({
  question: text,
  header: 'Pick',
  options: labels.map((label) => ({ label, description: '' })),
});

describe('questions', () => {
  it('default multiSelect to false and accept distinct questions and labels', () => {
    const input = questionsInput.parse({ questions: [question('A?', ['x', 'y']), question('B?', ['x', 'z'])] });
    expect(input.questions[0].multiSelect).toBe(false);
    expect(checkQuestions(input)).toEqual({ ok: true });
  });

  it('refuse a label offered twice, whatever its case', () => {
    const input = questionsInput.parse({ questions: [question('A?', ['Yes', 'yes'])] });
    expect(checkQuestions(input)).toEqual({ ok: false, message: '"A?" offers the choice "yes" twice; give each choice its own label.' });
  });

  it('know when every question has a non-blank answer', () => {
    const { questions } = questionsInput.parse({ questions: [question('A?', ['x', 'y']), question('B?', ['x', 'z'])] });
    expect(answersComplete(questions, undefined)).toBe(false);
    expect(answersComplete(questions, { 'A?': 'x', 'B?': ' ' })).toBe(false);
    expect(answersComplete(questions, { 'A?': 'x', 'B?': 'z' })).toBe(true);
    expect(formatAnswers(questions, { 'A?': 'x' })).toBe('The person answered:\n- "A?" → "x"\n- "B?" → (no answer)\nContinue with these answers in mind.');
  });
});
