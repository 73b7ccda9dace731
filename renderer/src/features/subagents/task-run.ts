import { z } from 'zod';
import { taskMetadata } from '../../../../shared/vocabulary/tool-metadata.ts';

const taskInput = z.object({ description: z.string().optional(), prompt: z.string().optional(), subagent_type: z.string().optional() });

export interface TaskRun {
  agent: string;
  description: string;
  prompt: string;
  /** The child session, known once the call has finished. */
  sessionId?: string;
  turns?: number;
}

/** What a Task call asked for and, once done, where its sub-agent's session is. */
export function taskRun(input: unknown, metadata: unknown): TaskRun {
  const asked = taskInput.safeParse(input);
  const done = taskMetadata.safeParse(metadata);
  const { description = '', prompt = '', subagent_type: agent = 'general-purpose' } = asked.success ? asked.data : {};
  if (!done.success) return { agent, description, prompt };
  const { sessionId, type, turns } = done.data.subagent;
  return { agent: type ?? agent, description, prompt, sessionId, ...(turns !== undefined && { turns }) };
}
