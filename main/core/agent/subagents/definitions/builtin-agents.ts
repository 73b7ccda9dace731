import explorePrompt from './explore.txt?raw';
import generalPurposePrompt from './general-purpose.txt?raw';
import type { AgentDefinition } from './types.ts';

/** The sub-agents Deft has without any file; a project file with the same name replaces one. */
export const builtinAgents: readonly AgentDefinition[] = [
  {
    name: 'general-purpose',
    description:
      'For research and changes that take several steps: searching a codebase for something you are not sure you will find in one or two tries, or carrying out a self-contained part of a larger task.',
    disallowedTools: ['Task'],
    prompt: generalPurposePrompt.trim(),
    readOnly: false,
    includeMemory: true,
    source: 'builtin',
  },
  {
    name: 'explore',
    description:
      'Fast, read-only exploration of a codebase: finding files by pattern, searching code for keywords, answering questions about how the code works. Say how thorough it should be: a quick look, or a thorough search.',
    tools: ['Read', 'Glob', 'Grep', 'LS', 'Bash'],
    prompt: explorePrompt.trim(),
    readOnly: true,
    includeMemory: false,
    source: 'builtin',
  },
];
