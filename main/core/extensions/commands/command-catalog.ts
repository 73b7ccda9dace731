import { loadSkills } from '../skills/load-skills.ts';
import type { SkillDefinition } from '../skills/types.ts';
import { loadCommands } from './load-commands.ts';
import { standardSources, type ExtensionLocations, type ExtensionScope, type ExtensionSource } from './source.ts';
import type { CommandDefinition } from './types.ts';

export interface CatalogOptions extends ExtensionLocations {
  /** Plugins' `skills/` and `commands/` folders, each with the plugin's name as `namespace`. */
  plugins?: { skills?: readonly ExtensionSource[]; commands?: readonly ExtensionSource[] };
}

/** The skills and commands of a project and its person. */
export interface CommandCatalog {
  skills: SkillDefinition[];
  /** Without those a skill of the same name replaces. */
  commands: CommandDefinition[];
  problems: string[];
}

/** What the composer offers after `/`. */
export interface CommandListing {
  name: string;
  description: string;
  argumentHint?: string;
  kind: 'skill' | 'command';
  source: ExtensionScope;
}

/** The folders of each kind, lowest precedence first. */
export interface CatalogSources {
  skills: ExtensionSource[];
  commands: ExtensionSource[];
}

/** The plugins' folders, then the standard ones (see `standardSources` for the order). */
export function catalogSources(options: CatalogOptions): CatalogSources {
  return {
    skills: [...(options.plugins?.skills ?? []), ...standardSources(options, 'skills')],
    commands: [...(options.plugins?.commands ?? []), ...standardSources(options, 'commands')],
  };
}

/** Loads both kinds from the standard folders and the plugins'. */
export function loadCommandCatalog(options: CatalogOptions): Promise<CommandCatalog> {
  return loadCatalog(catalogSources(options));
}

export async function loadCatalog(sources: CatalogSources): Promise<CommandCatalog> {
  const [skills, commands] = await Promise.all([loadSkills(sources.skills), loadCommands(sources.commands)]);
  const skillNames = new Set(skills.skills.map((skill) => skill.name));
  return {
    skills: skills.skills,
    commands: commands.commands.filter((command) => !skillNames.has(command.name)),
    problems: [...skills.problems, ...commands.problems],
  };
}

/** Every command a person may type, sorted by name; skills marked `user-invocable: false` are the model's only. */
export function listCommands(catalog: CommandCatalog): CommandListing[] {
  const skills = catalog.skills
    .filter((skill) => skill.userInvocable)
    .map((skill): CommandListing => ({ name: skill.name, description: skill.description, ...hint(skill.argumentHint), kind: 'skill', source: skill.source.scope }));
  const commands = catalog.commands.map(
    (command): CommandListing => ({ name: command.name, description: command.description, ...hint(command.argumentHint), kind: 'command', source: command.source.scope }),
  );
  return [...skills, ...commands].sort((a, b) => a.name.localeCompare(b.name));
}

function hint(argumentHint: string | undefined) {
  return argumentHint === undefined ? {} : { argumentHint };
}
