import { z } from 'zod';

/** What the Task tool records on its call once the sub-agent's session exists. */
const taskMetadata = z.object({ subagent: z.object({ sessionId: z.string() }) });

/** The sub-agent session a stored tool call ran, when its metadata names one. */
export function subagentSessionId(metadata: unknown): string | undefined {
  const parsed = taskMetadata.safeParse(metadata);
  return parsed.success ? parsed.data.subagent.sessionId : undefined;
}
