import { formatEnvironment } from './environment/format-environment.ts';
import type { Environment } from './environment/types.ts';
import { guidanceFor } from './guidance/tool-guidance.ts';
import { formatMemory } from './memory/format-memory.ts';
import type { MemoryFile } from './memory/types.ts';

/**
 * The system prompt as blocks, most stable first so a provider's prompt cache keeps the prefix:
 * the instructions with the guidance for the offered tools, the memory files (left out when
 * there are none), and the environment, which alone holds the date and the git status.
 */
export function promptBlocks(instructions: readonly string[], toolNames: readonly string[], memory: readonly MemoryFile[], environment: Environment): string[] {
  const first = [...instructions, ...guidanceFor(toolNames)].map((text) => text.trim()).filter(Boolean).join('\n\n');
  return [first, formatMemory(memory), formatEnvironment(environment)].filter(Boolean);
}
