import type { z } from 'zod';
import type { OutputLimits } from './output/truncate.ts';
import type { ApprovalAnswer, ApprovalQuestion } from '../../../shared/vocabulary/approvals.ts';
import type { ResultContent } from '../../../shared/vocabulary/tool-calls.ts';

/** What a call touches, for permission rules and file locks. */
export interface PermissionTarget {
  /** `searched`: the tool reads every file below the path (Grep), so credentials below it are reached too. */
  paths?: ReadonlyArray<{ path: string; access: 'read' | 'write'; searched?: boolean }>;
  command?: string;
  domain?: string;
  /** Rule content for `Tool(spec)` matching where the tool has no path, command or domain. */
  specifier?: string;
  /**
   * The command runs in the OS sandbox and the settings let a sandboxed command the rules would
   * only ask about run without asking (`sandbox.autoAllowBashIfSandboxed`). Deny and ask rules,
   * sensitive and protected paths still decide first.
   */
  sandboxed?: boolean;
  /**
   * Text typed into a running command's terminal, and what may read it: the command line that started
   * it and the argument lists of the programs it runs now. Judged as the commands those programs would run.
   */
  terminalInput?: { text: string; readers: { command: string; running: string[][]; changedVariables?: string[] } };
  /** Why this call must be put to the person whatever rules and modes say. */
  alwaysAsk?: string;
}

/** Something only some providers or models can do; a tool that needs it is offered only there. */
export type Capability = 'images' | 'pdf';

export interface AgentInfo {
  name: string;
  /** Tool names (or aliases) this agent may use; absent means all. */
  tools?: readonly string[];
  disallowedTools?: readonly string[];
}

export interface DeferredToolIndex {
  /** Finds deferred tools by name, search hint and description; found ones are offered from the next turn. */
  search(query: string, maxResults: number): Array<{ name: string; description: string }>;
}

export interface ToolContext {
  sessionId: string;
  messageId: string;
  toolCallId: string;
  agent: AgentInfo;
  cwd: string;
  signal: AbortSignal;
  /** Streams progress (e.g. terminal bytes) to the UI. */
  progress(data: unknown): void;
  /** Attaches metadata to the result for the UI and the store (not sent to the model). */
  metadata(data: Record<string, unknown>): void;
  /** Asks the person something while running, through the same channel as approvals. */
  ask(question: ApprovalQuestion): Promise<ApprovalAnswer>;
  messages: readonly unknown[];
  /** The tools of this turn held back from the prompt, found through ToolSearch. */
  deferredTools: DeferredToolIndex;
  /** What the turn's model accepts besides text; absent means images are accepted. */
  modelCapabilities?: readonly Capability[];
}

export interface DescriptionContext {
  agent: AgentInfo;
  modelId?: string;
}

export interface EnabledContext {
  cwd: string;
  agent: AgentInfo;
}

export type Validation = { ok: true } | { ok: false; message: string };

/** What a call would change, shown to the person with the approval request. */
export interface ToolPreview {
  /** A unified diff of the files the call would change. */
  diff?: string;
}

/** A tool as its author writes it; `defineTool` fills in the safe defaults. */
export interface ToolSpec<S extends z.ZodType, O> {
  name: string;
  aliases?: readonly string[];
  description: string | ((context: DescriptionContext) => string);
  input: S;
  output?: z.ZodType<O>;
  searchHint?: string;
  /** Output limits for the model; `false` when the tool truncates its own output. */
  limits?: OutputLimits | false;
  enabled?: boolean | ((context: EnabledContext) => boolean);
  readOnly?: boolean;
  concurrencySafe?: boolean | ((input: z.output<S>) => boolean);
  destructive?: boolean;
  /** Waits for or looks at something that changes on its own (a background command's output, the clock): repeating it is never a loop. */
  polls?: boolean;
  /** Why every call is put to the person, whatever the rules, grants and mode say (ask and deny rules still come first). */
  alwaysAsk?: string;
  defer?: boolean;
  requires?: readonly Capability[];
  timeoutMs?: (input: z.output<S>) => number | undefined;
  validate?(input: z.output<S>, context: ToolContext): Validation | Promise<Validation>;
  permission?(input: z.output<S>, context: ToolContext): PermissionTarget;
  /** Computed only when the person is asked; travels with the approval request. */
  preview?(input: z.output<S>, context: ToolContext): ToolPreview | Promise<ToolPreview>;
  execute(input: z.output<S>, context: ToolContext): O | Promise<O>;
  userFacingName?(input?: z.output<S>): string;
  activity?(input: z.output<S>): string;
  toResult?(output: O, input: z.output<S>): string | ResultContent[];
}

type Required<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

export type Tool<S extends z.ZodType = z.ZodType, O = unknown> = Required<
  ToolSpec<S, O>,
  'aliases' | 'enabled' | 'readOnly' | 'concurrencySafe' | 'destructive' | 'defer' | 'requires'
>;

/** Any tool, whatever its input and output types, once its code is loaded. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTool = Tool<any, any>;

/**
 * What the registry, the tool selection, the prompt and the permission rules read of a tool: the
 * same whether its code is loaded (`AnyTool`) or not yet (`ToolDescriptor`, in `descriptor.ts`).
 */
export type ToolTraits = Pick<
  AnyTool,
  'name' | 'aliases' | 'description' | 'searchHint' | 'enabled' | 'readOnly' | 'concurrencySafe' | 'destructive' | 'polls' | 'alwaysAsk' | 'defer' | 'requires'
>;
