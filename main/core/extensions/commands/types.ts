import type { ExtensionSource } from './source.ts';

/** A slash command from a Markdown file: `<name>.md` is `/name`. */
export interface CommandDefinition {
  /** What follows the `/`: the file's name without `.md`, `plugin:name` for a plugin's. */
  name: string;
  /** From the frontmatter, else the body's first line; ends with where it comes from, e.g. "(project:frontend)". */
  description: string;
  argumentHint?: string;
  /** Permission rules that allow its `` !`cmd` `` injections and, for the turn it starts, the model's calls. */
  allowedTools: string[];
  model?: string;
  disableModelInvocation: boolean;
  body: string;
  file: string;
  source: ExtensionSource;
}

export interface CommandLoad {
  commands: CommandDefinition[];
  /** Each names the file and, where it can, the line and the field. */
  problems: string[];
}
