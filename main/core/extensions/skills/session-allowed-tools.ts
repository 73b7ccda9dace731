import type { CommandCatalog } from '../commands/command-catalog.ts';

/** What a skill's or command's `allowed-tools` allow for its turn, and why nothing when they allow nothing. */
export interface AllowedToolsInForce {
  rules: string[];
  /** Set when the definition declares rules that are not put in force. */
  withheld?: string;
}

export type AllowedToolsOf = (definition: { file: string; allowedTools: readonly string[] }) => AllowedToolsInForce;

/**
 * A skill's or command's `allowed-tools` hold only as they were when the session opened: a definition
 * written or changed during the session (by a tool, a command, another program) allows nothing by
 * itself, so its calls are judged by the person's rules and asked about like any other. Rights come
 * from the files the person had in place, never from one the session could have made.
 */
export function allowedToolsAtStart(initial: CommandCatalog): AllowedToolsOf {
  const key = (rules: readonly string[]) => JSON.stringify([...rules].sort());
  const atStart = new Map<string, string>();
  for (const definition of [...initial.skills, ...initial.commands]) atStart.set(definition.file, key(definition.allowedTools));
  return ({ file, allowedTools }) => {
    if (allowedTools.length === 0) return { rules: [] };
    if (atStart.get(file) === key(allowedTools)) return { rules: [...allowedTools] };
    const what = atStart.has(file) ? 'changed' : 'was created';
    return { rules: [], withheld: `${file} ${what} during this session, so its allowed-tools (${allowedTools.join(', ')}) allow nothing until a new session; each call is asked about as usual` };
  };
}
