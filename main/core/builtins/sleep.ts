import { setTimeout as wait } from 'node:timers/promises';
import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import description from './sleep.txt?raw';

const maxSeconds = 300;

export const sleep = defineTool({
  name: 'Sleep',
  aliases: ['sleep'],
  description,
  input: z.strictObject({
    seconds: z.number().min(0).max(maxSeconds).describe(`How long to wait, 0 to ${maxSeconds} seconds`),
  }),
  readOnly: true,
  concurrencySafe: true,
  polls: true,
  activity: (input) => `Waiting ${input.seconds} s`,
  async execute(input, context) {
    const totalMs = Math.round(input.seconds * 1000);
    for (let sleptMs = 0; sleptMs < totalMs; ) {
      const stepMs = Math.min(1000, totalMs - sleptMs);
      await wait(stepMs, undefined, { signal: context.signal });
      sleptMs += stepMs;
      context.progress({ sleptSeconds: sleptMs / 1000, totalSeconds: input.seconds });
    }
    return `Waited ${input.seconds} second${input.seconds === 1 ? '' : 's'}.`;
  },
});
