import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { builtinAgents } from './builtin-agents.ts';
import { parseAgentFile } from './parse-agent-file.ts';
import type { AgentDefinition, AgentDefinitionLoad, AgentSource } from './types.ts';

export interface AgentLocations {
  projectDir: string;
  home: string;
  dataDir: string;
}

/**
 * The sub-agents of a project: the built-ins, then the `*.md` files (sub-folders included) of
 * `~/.claude/agents`, `<dataDir>/agents`, `<project>/.claude/agents` and `<project>/.deft/agents`,
 * each folder outranking the ones before it (project beats user, Deft's folder beats Claude's).
 * A file that cannot be used is reported and skipped; the others still load.
 */
export async function loadAgentDefinitions(locations: AgentLocations): Promise<AgentDefinitionLoad> {
  const agents = new Map<string, AgentDefinition>(builtinAgents.map((agent) => [agent.name, agent]));
  const problems: string[] = [];
  const folders: ReadonlyArray<{ dir: string; source: AgentSource }> = [
    { dir: join(locations.home, '.claude', 'agents'), source: 'user' },
    { dir: join(locations.dataDir, 'agents'), source: 'user' },
    { dir: join(locations.projectDir, '.claude', 'agents'), source: 'project' },
    { dir: join(locations.projectDir, '.deft', 'agents'), source: 'project' },
  ];
  // The project folder may be the home folder: its .claude/agents is then read once, as the person's.
  const seenFolders = new Set<string>();
  for (const { dir, source } of folders) {
    if (seenFolders.has(resolve(dir))) continue;
    seenFolders.add(resolve(dir));
    const fileOf = new Map<string, string>();
    for (const file of await agentFiles(dir, problems)) {
      const definition = await readAgentFile(file, source, problems);
      if (!definition) continue;
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

/** The Markdown files under `dir`, sorted; none when it does not exist. */
async function agentFiles(dir: string, problems: string[]): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.name.endsWith('.md') && (entry.isFile() || entry.isSymbolicLink()))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') problems.push(`${dir}: the agents folder cannot be read (${code ?? String(error)}).`);
    return [];
  }
}

async function readAgentFile(file: string, source: AgentSource, problems: string[]): Promise<AgentDefinition | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    problems.push(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
    return undefined;
  }
  const parsed = await parseAgentFile(text, file, source);
  if (parsed.ok) return parsed.definition;
  problems.push(...parsed.problems);
  return undefined;
}
