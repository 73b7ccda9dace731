import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import description from './attempt-completion.txt?raw';

export const attemptCompletion = defineTool({
  name: 'AttemptCompletion',
  aliases: ['attempt_completion'],
  description,
  input: z.strictObject({
    result: z.string().trim().min(1).describe('What was done, as a final summary for the person'),
    command: z.string().trim().min(1).optional().describe('A command the person can run to see the result (e.g. "npm start")'),
  }),
  readOnly: true,
  activity: () => 'Completing the task',
  execute(input, context) {
    context.metadata({ completion: { result: input.result, ...(input.command && { command: input.command }) } });
    const seeIt = input.command ? `\n\nThe person can see the result with: ${input.command}` : '';
    return `The task is declared complete. Summary for the person:\n${input.result}${seeIt}`;
  },
});
