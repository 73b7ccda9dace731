import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import description from './think.txt?raw';

export const think = defineTool({
  name: 'Think',
  aliases: ['think'],
  description,
  input: z.strictObject({
    thought: z.string().min(1).describe('Your reasoning'),
  }),
  readOnly: true,
  concurrencySafe: true,
  activity: () => 'Thinking',
  execute(input, context) {
    context.metadata({ thought: input.thought });
    return 'Thought recorded.';
  },
});
