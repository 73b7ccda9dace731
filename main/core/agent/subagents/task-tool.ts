import { z } from 'zod';
import { defineTool, ToolError } from '../../tools/define.ts';
import type { ToolContext } from '../../tools/tool.ts';
import type { TurnResult } from '../agent.ts';
import description from './task.txt?raw';
import type { TaskMetadata } from '../../../../shared/vocabulary/tool-metadata.ts';


export interface SubagentRequest {
  subagentType: string;
  description: string;
  prompt: string;
}

/** Starts sub-agents for the Task tool: a child session with its own context, under the parent's rules. */
export interface SubagentRunner {
  /** The types a Task call may name. */
  readonly names: readonly string[];
  /** The types as the tool's description lists them, one line each. */
  readonly listing: string;
  run(request: SubagentRequest, context: ToolContext): Promise<TurnResult & { sessionId: string }>;
}

export function createTaskTool(runner: SubagentRunner) {
  const { names } = runner;
  return defineTool({
    name: 'Task',
    aliases: ['Agent', 'dispatch_agent', 'task'],
    description: () => `${description.trimEnd()}\n${runner.listing}`,
    input: z.strictObject({
      description: z.string().trim().min(1).describe('A short title of the task, 3 to 5 words'),
      prompt: z.string().trim().min(1).describe('The complete brief for the sub-agent'),
      subagent_type: z
        .string()
        .trim()
        .min(1)
        .default('general-purpose')
        .describe(`The type of sub-agent: ${names.join(', ')}`),
    }),
    readOnly: true,
    concurrencySafe: true,
    limits: false,
    timeoutMs: () => 60 * 60_000,
    permission: (input) => ({ specifier: input.subagent_type }),
    validate(input) {
      if (names.some((name) => name.toLowerCase() === input.subagent_type.toLowerCase())) return { ok: true };
      return { ok: false, message: `There is no sub-agent type "${input.subagent_type}". Choose one of: ${names.join(', ')}.` };
    },
    activity: (input) => `${input.subagent_type}: ${input.description}`,
    async execute(input, context) {
      const result = await runner.run({ subagentType: input.subagent_type, description: input.description, prompt: input.prompt }, context);
      context.metadata({ subagent: { sessionId: result.sessionId, type: input.subagent_type, status: result.status, turns: result.turns, usage: result.usage } } satisfies TaskMetadata);
      if (result.status === 'error') throw new ToolError(`The ${input.subagent_type} sub-agent failed: ${result.error ?? 'no reason given'}`);
      if (result.status === 'cancelled') throw new ToolError(`The ${input.subagent_type} sub-agent was cancelled.`);
      const cut = result.status === 'max_turns' ? `\n\n(The sub-agent reached its limit of ${result.turns} responses before finishing.)` : '';
      return `${result.text.trim() || 'The sub-agent finished without a report.'}${cut}`;
    },
  });
}
