import type { AgentDefinition } from '../subagents/definitions/types.ts';
import { formatEnvironment } from './environment/format-environment.ts';
import type { Environment } from './environment/types.ts';
import { guidanceFor } from './guidance/tool-guidance.ts';
import identity from './identity.txt?raw';
import { formatMemory } from './memory/format-memory.ts';
import type { MemoryFile } from './memory/types.ts';
import subagentPreamble from './subagent.txt?raw';

export interface SystemPromptOptions {
  /** Canonical names of the tools offered to the model; guidance is given only for these. */
  toolNames: readonly string[];
  /** From `loadMemory`; nested files found later go into the conversation, not here, so the prefix stays cached. */
  memory: readonly MemoryFile[];
  /** From `collectEnvironment`, once per session. */
  environment: Environment;
  /** More instructions after the identity, e.g. the list of skills. */
  instructions?: readonly string[];
}

/** The main agent's system prompt: who it is and how to work, the memory files, the environment. */
export function buildSystemPrompt(options: SystemPromptOptions): string[] {
  return promptBlocks([identity, ...(options.instructions ?? [])], options.toolNames, options.memory, options.environment);
}

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

/**
 * The system prompt as blocks, most stable first so a provider's prompt cache keeps the prefix:
 * the instructions with the guidance for the offered tools, the memory files (left out when
 * there are none), and the environment, which alone holds the date and the git status.
 */
function promptBlocks(instructions: readonly string[], toolNames: readonly string[], memory: readonly MemoryFile[], environment: Environment): string[] {
  const first = [...instructions, ...guidanceFor(toolNames)].map((text) => text.trim()).filter(Boolean).join('\n\n');
  return [first, formatMemory(memory), formatEnvironment(environment)].filter(Boolean);
}
