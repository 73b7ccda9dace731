export type AgentSource = 'builtin' | 'plugin' | 'user' | 'project';

/** A kind of sub-agent the Task tool can start. */
export interface AgentDefinition {
  /** What `subagent_type` names; letters, digits, `-` and `_`. */
  name: string;
  /** When to use it; the Task tool's description lists it. */
  description: string;
  /** Tool names (or `Tool(spec)` rules) it may use; absent means every tool a sub-agent may have. */
  tools?: string[];
  disallowedTools?: string[];
  /** `sonnet`, `opus`, `haiku` or a model id; absent (or `inherit` in the file) means the parent's model. */
  model?: string;
  color?: string;
  /** Its system prompt (a file's body). */
  prompt: string;
  /** Runs in plan mode, so nothing it does can change files (`explore`, or `permissionMode: plan` in a file). */
  readOnly: boolean;
  /** Whether the project's memory files (CLAUDE.md, AGENTS.md…) go in its prompt. */
  includeMemory: boolean;
  source: AgentSource;
  /** The file it was read from; absent for built-ins. */
  file?: string;
  /** Frontmatter keys Deft does not act on (`maxTurns`, `hooks`, `skills`…), kept as written. */
  extra?: Record<string, unknown>;
}

export interface AgentDefinitionLoad {
  /** Built-ins first, then the files' own agents; one per name, the highest-ranking source winning. */
  agents: AgentDefinition[];
  /** Each names the file and, where it can, the field and line. */
  problems: string[];
}
