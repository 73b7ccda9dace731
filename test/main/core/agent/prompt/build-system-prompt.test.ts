import { describe, expect, it } from 'vitest';
import { buildSubagentPrompt, buildSystemPrompt } from '../../../../../main/core/agent/prompt/build-system-prompt.ts';
import { collectEnvironment } from '../../../../../main/core/agent/prompt/environment/collect-environment.ts';
import { formatEnvironment } from '../../../../../main/core/agent/prompt/environment/format-environment.ts';
import { formatMemory } from '../../../../../main/core/agent/prompt/memory/format-memory.ts';
import type { MemoryFile } from '../../../../../main/core/agent/prompt/memory/types.ts';
import { builtinAgents } from '../../../../../main/core/agent/subagents/definitions/builtin-agents.ts';
import type { AgentDefinition } from '../../../../../main/core/agent/subagents/definitions/types.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { gitRepo, writeFiles } from '../../builtins/git/git-repo.ts';

const now = new Date(2026, 2, 14, 9, 30);
const memory: MemoryFile[] = [{ path: '/work/app/CLAUDE.md', scope: 'project', text: 'Use pnpm, never npm.' }];
const allTools = ['Bash', 'Edit', 'Glob', 'Grep', 'LS', 'Read', 'Task', 'TodoWrite', 'WebFetch', 'Write'];

describe('buildSystemPrompt', () => {
  it('gives the instructions, then the memory, then the environment', async () => {
    const environment = await collectEnvironment({ cwd: tempDir(), now });
    const blocks = buildSystemPrompt({ toolNames: allTools, memory, environment });
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toMatch(/^You are Deft, a coding agent/);
    expect(blocks[1]).toBe(formatMemory(memory));
    expect(blocks[2]).toBe(formatEnvironment(environment));
  });

  it('says how to work: look before answering, read before editing, path:line, no invented URLs, respect refusals, parallel calls', async () => {
    const [instructions] = buildSystemPrompt({ toolNames: [], memory: [], environment: await collectEnvironment({ cwd: tempDir(), now }) });
    expect(instructions).toMatch(/Look instead of guessing/);
    expect(instructions).toMatch(/Read a file before you change it/);
    expect(instructions).toMatch(/path:line/);
    expect(instructions).toMatch(/Never make up URLs/);
    expect(instructions).toMatch(/A refusal is the person's decision/);
    expect(instructions).toMatch(/in the same response so they run at the same time/);
  });

  it('guides only the tool families that are offered', async () => {
    const environment = await collectEnvironment({ cwd: tempDir(), now });
    const [readOnly] = buildSystemPrompt({ toolNames: ['Read', 'Grep'], memory: [], environment });
    expect(readOnly).toContain('Finding and reading code');
    for (const section of ['Changing files', 'Running commands', 'Keeping a todo list', 'Sub-agents', 'The web', 'Tools from MCP servers']) {
      expect(readOnly).not.toContain(section);
    }
    const [everything] = buildSystemPrompt({ toolNames: [...allTools, 'mcp__github__get_issue'], memory: [], environment });
    for (const section of ['Finding and reading code', 'Changing files', 'Running commands', 'Keeping a todo list', 'Sub-agents', 'The web', 'Tools from MCP servers']) {
      expect(everything).toContain(section);
    }
    expect(everything).not.toContain('Asking the person');
  });

  it('leaves the memory block out when there is no memory', async () => {
    const environment = await collectEnvironment({ cwd: tempDir(), now });
    const blocks = buildSystemPrompt({ toolNames: ['Read'], memory: [], environment });
    expect(blocks).toEqual([blocks[0], formatEnvironment(environment)]);
  });

  it('is the same for the same inputs, whatever order the tools come in', async () => {
    const dir = gitRepo(tempDir(), { 'a.ts': 'a' });
    const first = buildSystemPrompt({ toolNames: allTools, memory, environment: await collectEnvironment({ cwd: dir, now }) });
    const second = buildSystemPrompt({ toolNames: [...allTools].reverse(), memory, environment: await collectEnvironment({ cwd: dir, now }) });
    expect(second).toEqual(first);
  });

  it('changes only its last block when the date or the git status changes', async () => {
    const dir = gitRepo(tempDir(), { 'a.ts': 'a' });
    const before = buildSystemPrompt({ toolNames: allTools, memory, environment: await collectEnvironment({ cwd: dir, now }) });
    writeFiles(dir, { 'a.ts': 'changed' });
    const tomorrow = new Date(2026, 2, 15, 9, 30);
    const after = buildSystemPrompt({ toolNames: allTools, memory, environment: await collectEnvironment({ cwd: dir, now: tomorrow }) });
    expect(after.slice(0, -1)).toEqual(before.slice(0, -1));
    expect(after.at(-1)).not.toBe(before.at(-1));
    expect(after.at(-1)).toContain("Today's date: 2026-03-15");
    expect(after.at(-1)).toContain('1 modified');
  });
});

const agentMemory: MemoryFile[] = [{ path: '/work/app/CLAUDE.md', scope: 'project', text: 'Never edit generated/.' }];
const builtin = (name: string) => builtinAgents.find((agent) => agent.name === name) as AgentDefinition;

describe('buildSubagentPrompt', () => {
  it('gives a sub-agent what being one means, its own prompt and guidance for its tools, the memory, and the environment', async () => {
    const environment = await collectEnvironment({ cwd: tempDir(), now });
    const reviewer: AgentDefinition = { name: 'reviewer', description: 'Reviews', prompt: 'You review code for bugs.', readOnly: false, includeMemory: true, source: 'project', file: '/x.md' };
    const blocks = buildSubagentPrompt({ definition: reviewer, toolNames: ['Read', 'Grep'], memory: agentMemory, environment });
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toMatch(/^You work as a sub-agent of Deft/);
    expect(blocks[0]).toContain('\n\nYou review code for bugs.\n\nFinding and reading code');
    expect(blocks[0]).not.toContain('Running commands');
    expect(blocks[0]).not.toContain('You are Deft, a coding agent');
    expect(blocks[1]).toBe(formatMemory(agentMemory));
    expect(blocks[2]).toBe(formatEnvironment(environment));
  });

  it('counts a tool rule from an agent file, such as Bash(git *), as its tool', async () => {
    const environment = await collectEnvironment({ cwd: tempDir(), now });
    const [instructions] = buildSubagentPrompt({ definition: builtin('explore'), toolNames: ['Bash(git log *)'], memory: agentMemory, environment });
    expect(instructions).toContain('Running commands');
    expect(instructions).not.toContain('Finding and reading code');
  });

  it('gives general-purpose the memory, and keeps explore without it', async () => {
    const environment = await collectEnvironment({ cwd: tempDir(), now });
    const general = buildSubagentPrompt({ definition: builtin('general-purpose'), toolNames: ['Read', 'Edit', 'Bash'], memory: agentMemory, environment });
    expect(general[1]).toBe(formatMemory(agentMemory));
    const explore = buildSubagentPrompt({ definition: builtin('explore'), toolNames: ['Read', 'Glob', 'Grep', 'LS', 'Bash'], memory: agentMemory, environment });
    expect(explore).toHaveLength(2);
    expect(explore[0]).toContain('You are the explore sub-agent');
    expect(explore.join('\n')).not.toContain('Never edit generated/.');
  });
});
