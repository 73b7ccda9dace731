import { defineTool, ToolError } from '../tools/define.ts';
import { answersComplete, formatAnswers } from './questions/format-answers.ts';
import { checkQuestions, questionsInput } from './questions/question-input.ts';
import description from './ask-user-question.txt?raw';

/** A person may take a while to answer; a day is the backstop, a cancel ends the wait at once. */
const answerTimeLimitMs = 24 * 60 * 60 * 1000;

export const askUserQuestion = defineTool({
  name: 'AskUserQuestion',
  aliases: ['ask_user', 'ask_followup_question', 'question'],
  description,
  input: questionsInput,
  readOnly: true,
  searchHint: 'ask person choose option clarify',
  timeoutMs: () => answerTimeLimitMs,
  validate: (input) => checkQuestions(input),
  activity: (input) => (input.questions.length === 1 ? `Asking: ${input.questions[0].question}` : `Asking ${input.questions.length} questions`),
  async execute(input, context) {
    const { questions } = input;
    if (answersComplete(questions, input.answers)) return formatAnswers(questions, input.answers!);
    const answer = await context.ask({
      kind: 'question',
      title: questions.length === 1 ? questions[0].question : `${questions.length} questions`,
      questions,
    });
    if (answer.decision === 'deny') {
      throw new ToolError(
        `The person dismissed the question${answer.message ? `: ${answer.message}` : ' without answering'}. ` +
          'Do not ask the same again; go on with what you know or stop and say what you need.',
      );
    }
    const answers = { ...input.answers, ...answer.answers };
    context.metadata({ answers });
    return formatAnswers(questions, answers);
  },
});
