import type { Environment } from './environment/types.ts';
import identity from './identity.txt?raw';
import type { MemoryFile } from './memory/types.ts';
import { promptBlocks } from './prompt-blocks.ts';

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
