import { describe, expect, it } from 'vitest';
import { builtinAgents } from '../../../../../main/core/agent/subagents/definitions/builtin-agents.ts';
import { describeAgents } from '../../../../../main/core/agent/subagents/subagent-runner.ts';

describe('describeAgents', () => {
  it('lists each agent with its description and tools', () => {
    const text = describeAgents([
      ...builtinAgents,
      { name: 'reviewer', description: 'Reviews code.', prompt: '', readOnly: false, includeMemory: true, source: 'project', tools: ['Read', 'Grep'] },
      { name: 'idle', description: 'Thinks only.', prompt: '', readOnly: false, includeMemory: true, source: 'user', tools: [] },
    ]);
    expect(text.split('\n')).toEqual([
      `- general-purpose: ${builtinAgents[0].description} (Tools: all except Task)`,
      `- explore: ${builtinAgents[1].description} (Tools: Read, Glob, Grep, LS, Bash; read-only)`,
      '- reviewer: Reviews code. (Tools: Read, Grep)',
      '- idle: Thinks only. (Tools: none)',
    ]);
  });
});
