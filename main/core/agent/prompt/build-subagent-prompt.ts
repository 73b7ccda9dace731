import type { AgentDefinition } from '../subagents/definitions/types.ts';
import type { Environment } from './environment/types.ts';
import type { MemoryFile } from './memory/types.ts';
import { promptBlocks } from './prompt-blocks.ts';
import subagentPreamble from './subagent.txt?raw';

export interface SubagentPromptOptions {
  definition: AgentDefinition;
  /** The tools this sub-agent is offered, after its own restrictions. */
  toolNames: readonly string[];
  /** The session's memory files; they go in only when `definition.includeMemory` (every agent but `explore`). */
  memory: readonly MemoryFile[];
  /** The parent's environment; a sub-agent works in the same place. */
  environment: Environment;
}

/**
 * A sub-agent's system prompt: what being a sub-agent means, its definition's prompt and the
 * guidance for its tools; the project's memory files, so project rules bind it as they bind
 * the main agent (except `explore`, which only reads and is kept lean); the environment.
 */
export function buildSubagentPrompt(options: SubagentPromptOptions): string[] {
  const { definition } = options;
  return promptBlocks([subagentPreamble, definition.prompt], options.toolNames, definition.includeMemory ? options.memory : [], options.environment);
}
