import type { ExtensionSource } from '../commands/source.ts';

/** A skill: `<folder>/<name>/SKILL.md`, its body loaded only when it is used. */
export interface SkillDefinition {
  /** What the Skill tool and `/name` call it by: the folder's name, `plugin:name` for a plugin's. */
  name: string;
  /** The frontmatter's `name`, shown to people; the folder's name when absent. */
  displayName: string;
  description: string;
  whenToUse?: string;
  argumentHint?: string;
  /** Names for `$name` placeholders, in argument order. */
  argumentNames: string[];
  /** Permission rules allowed without asking for the rest of the turn that uses the skill. */
  allowedTools: string[];
  model?: string;
  /** Only people may use it (`/name`); the model is not told about it and may not call it. */
  disableModelInvocation: boolean;
  /** People may use it as `/name`; `user-invocable: false` makes it the model's only. */
  userInvocable: boolean;
  body: string;
  /** The skill's folder, where its supporting files are. */
  dir: string;
  file: string;
  source: ExtensionSource;
  /** Frontmatter keys Deft does not act on (`license`, `context`, `hooks`…), kept as written. */
  extra?: Record<string, unknown>;
}

export interface SkillLoad {
  skills: SkillDefinition[];
  /** Each names the file and, where it can, the line and the field. */
  problems: string[];
}
