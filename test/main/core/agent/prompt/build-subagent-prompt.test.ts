import { describe, expect, it } from 'vitest';
import { buildSubagentPrompt } from '../../../../../main/core/agent/prompt/build-subagent-prompt.ts';
import { collectEnvironment } from '../../../../../main/core/agent/prompt/environment/collect-environment.ts';
import { formatEnvironment } from '../../../../../main/core/agent/prompt/environment/format-environment.ts';
import { formatMemory } from '../../../../../main/core/agent/prompt/memory/format-memory.ts';
import type { MemoryFile } from '../../../../../main/core/agent/prompt/memory/types.ts';
import { builtinAgents } from '../../../../../main/core/agent/subagents/definitions/builtin-agents.ts';
import type { AgentDefinition } from '../../../../../main/core/agent/subagents/definitions/types.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';

const now = new Date(2026, 2, 14, 9, 30);
const memory: MemoryFile[] = [{ path: '/work/app/CLAUDE.md', scope: 'project', text: 'Never edit generated/.' }];
const builtin = (name: string) => builtinAgents.find((agent) => agent.name === name) as AgentDefinition;

describe('buildSubagentPrompt', () => {
  it('gives a sub-agent what being one means, its own prompt and guidance for its tools, the memory, and the environment', async () => {
    const environment = await collectEnvironment({ cwd: tempDir(), now });
    const reviewer: AgentDefinition = { name: 'reviewer', description: 'Reviews', prompt: 'You review code for bugs.', readOnly: false, includeMemory: true, source: 'project', file: '/x.md' };
    const blocks = buildSubagentPrompt({ definition: reviewer, toolNames: ['Read', 'Grep'], memory, environment });
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toMatch(/^You work as a sub-agent of Deft/);
    expect(blocks[0]).toContain('\n\nYou review code for bugs.\n\nFinding and reading code');
    expect(blocks[0]).not.toContain('Running commands');
    expect(blocks[0]).not.toContain('You are Deft, a coding agent');
    expect(blocks[1]).toBe(formatMemory(memory));
    expect(blocks[2]).toBe(formatEnvironment(environment));
  });

  it('counts a tool rule from an agent file, such as Bash(git *), as its tool', async () => {
    const environment = await collectEnvironment({ cwd: tempDir(), now });
    const [instructions] = buildSubagentPrompt({ definition: builtin('explore'), toolNames: ['Bash(git log *)'], memory, environment });
    expect(instructions).toContain('Running commands');
    expect(instructions).not.toContain('Finding and reading code');
  });

  it('gives general-purpose the memory, and keeps explore without it', async () => {
    const environment = await collectEnvironment({ cwd: tempDir(), now });
    const general = buildSubagentPrompt({ definition: builtin('general-purpose'), toolNames: ['Read', 'Edit', 'Bash'], memory, environment });
    expect(general[1]).toBe(formatMemory(memory));
    const explore = buildSubagentPrompt({ definition: builtin('explore'), toolNames: ['Read', 'Glob', 'Grep', 'LS', 'Bash'], memory, environment });
    expect(explore).toHaveLength(2);
    expect(explore[0]).toContain('You are the explore sub-agent');
    expect(explore.join('\n')).not.toContain('Never edit generated/.');
  });
});
