import { join, resolve } from 'node:path';
import { filesUnder, readText } from '../../../common/files/read-folder.ts';
import { builtinAgents } from './builtin-agents.ts';
import { parseAgentFile } from './parse-agent-file.ts';
import type { AgentDefinition, AgentDefinitionLoad, AgentSource } from './types.ts';

export interface AgentLocations {
  projectDir: string;
  home: string;
  dataDir: string;
  /** Enabled plugins' agent folders or files, the lowest precedence; their agents are named `plugin:agent`. */
  plugins?: ReadonlyArray<{ name: string; paths: readonly string[] }>;
}

/**
 * The sub-agents of a project: the built-ins, then the `*.md` files (sub-folders included) of the
 * plugins' agent folders (named `plugin:agent`), `~/.claude/agents`, `<dataDir>/agents`, `<project>/.claude/agents` and `<project>/.deft/agents`,
 * each folder outranking the ones before it (project beats user, Deft's folder beats Claude's).
 * A file that cannot be used is reported and skipped; the others still load.
 */
export async function loadAgentDefinitions(locations: AgentLocations): Promise<AgentDefinitionLoad> {
  const agents = new Map<string, AgentDefinition>(builtinAgents.map((agent) => [agent.name, agent]));
  const problems: string[] = [];
  const folders: ReadonlyArray<{ dir: string; source: AgentSource; plugin?: string }> = [
    ...(locations.plugins ?? []).flatMap(({ name, paths }) => paths.map((dir) => ({ dir, source: 'plugin' as const, plugin: name }))),
    { dir: join(locations.home, '.claude', 'agents'), source: 'user' },
    { dir: join(locations.dataDir, 'agents'), source: 'user' },
    { dir: join(locations.projectDir, '.claude', 'agents'), source: 'project' },
    { dir: join(locations.projectDir, '.deft', 'agents'), source: 'project' },
  ];
  // The project folder may be the home folder: its .claude/agents is then read once, as the person's.
  const seenFolders = new Set<string>();
  for (const { dir, source, plugin } of folders) {
    if (seenFolders.has(resolve(dir))) continue;
    seenFolders.add(resolve(dir));
    const fileOf = new Map<string, string>();
    for (const file of await filesUnder(dir, (name) => name.endsWith('.md'), problems)) {
      const read = await readAgentFile(file, source, problems);
      if (!read) continue;
      const definition = plugin ? { ...read, name: `${plugin}:${read.name}` } : read;
      const { name } = definition;
      const sameFolder = fileOf.get(name);
      if (sameFolder) problems.push(`${file}: name: "${name}" is also the name of ${sameFolder}; this file's definition is used.`);
      else if (agents.get(name)?.source === 'builtin') problems.push(`${file}: replaces the built-in agent "${name}".`);
      fileOf.set(name, file);
      agents.set(name, definition);
    }
  }
  return { agents: [...agents.values()], problems };
}

async function readAgentFile(file: string, source: AgentSource, problems: string[]): Promise<AgentDefinition | undefined> {
  const text = await readText(file, problems);
  if (text === undefined) return undefined;
  const parsed = await parseAgentFile(text, file, source);
  if (parsed.ok) return parsed.value;
  problems.push(...parsed.error);
  return undefined;
}
