import type { AgentInfo, AnyTool, PermissionTarget } from './tool.ts';

/** Where a permission decision came from; recorded with every call. */
export interface DecisionSource {
  kind: 'rule' | 'hook' | 'mode' | 'grant' | 'person' | 'policy' | 'default';
  /** The rule text and its file, the hook command, the mode name, the grant, the built-in policy, or the person's choice. */
  detail: string;
}

/** One part of a call as the approval dialog lists it: a command of a compound line, a path, a domain. */
export interface DecisionPart {
  label: string;
  verdict: 'allow' | 'ask' | 'deny';
  /** The rule, mode, grant or policy that decided this part; absent when nothing did and the person must. */
  source?: DecisionSource;
}

export type PermissionDecision =
  | { behavior: 'allow'; source: DecisionSource }
  | { behavior: 'deny'; message: string; source: DecisionSource }
  | {
      behavior: 'ask';
      reason?: string;
      /** Rules "always allow" would save: one per part that needs approval, as the person saw it. */
      suggestions?: readonly string[];
      parts?: readonly DecisionPart[];
      source: DecisionSource;
    };

/** What a PreToolUse hook said about the call, if anything; the permission service weighs it. */
export interface HookVerdict {
  decision: 'allow' | 'ask';
  reason?: string;
  source: DecisionSource;
}

export interface PermissionRequest {
  tool: AnyTool;
  input: unknown;
  target: PermissionTarget;
  sessionId: string;
  agent: AgentInfo;
  cwd: string;
  hook?: HookVerdict;
}

export interface PermissionService {
  decide(request: PermissionRequest): PermissionDecision | Promise<PermissionDecision>;
  /** Tool names denied outright (bare-name deny rules): such tools are not even offered. */
  isToolDenied?(toolName: string, aliases: readonly string[]): boolean;
  /** Called after the person allowed a call for the session or always: the service keeps the grant. */
  remember?(request: PermissionRequest, answer: ApprovalAnswer & { decision: 'allow' }, suggestions: readonly string[]): void | Promise<void>;
}

/** A question put to the person: an approval of a call, or anything a tool needs to know. */
export interface ApprovalQuestion {
  kind: 'permission' | 'question';
  title: string;
  detail?: string;
  /** Rules that "always allow" would write, one per part, shown before saving. */
  suggestions?: readonly string[];
  /** Each part of the call with what decided it, for the dialog. */
  parts?: readonly DecisionPart[];
  /** A unified diff of what the call would change, from the tool's `preview`. */
  diff?: string;
  /** Multiple-choice questions (AskUserQuestion); the UI adds an "Other" choice with free text to each. */
  questions?: readonly ChoiceQuestion[];
}

export interface ChoiceQuestion {
  question: string;
  /** A short label for the question (a chip), at most 12 characters. */
  header: string;
  options: ReadonlyArray<{ label: string; description: string }>;
  multiSelect: boolean;
}

export interface ApprovalRequest extends ApprovalQuestion {
  id: string;
  sessionId: string;
  /** The agent whose call it is: `main`, or the sub-agent's name, so its requests never wait unseen. */
  agent?: string;
  toolCallId: string;
  toolName: string;
  input: unknown;
}

export type ApprovalAnswer =
  | {
      decision: 'allow';
      scope: 'once' | 'session' | 'always';
      rules?: readonly string[];
      /** For `questions`: per question text, the chosen labels joined with ", ", or the person's own text. */
      answers?: Readonly<Record<string, string>>;
    }
  | {
      decision: 'deny';
      message?: string;
      /** Who denied when it was not the person (a headless run's policy); recorded with the call. */
      source?: DecisionSource;
    };

/** Whoever answers approvals: the desktop UI over IPC, the CLI's policy, a test. */
export interface Approvals {
  /** Resolves with the answer; when `signal` aborts, the request is withdrawn and may never resolve. */
  request(request: ApprovalRequest, signal: AbortSignal): Promise<ApprovalAnswer>;
}

/** Until the permission service of Deft's rules is plugged in: everything is allowed, unless a hook asks. */
export const allowAll: PermissionService = {
  decide: (request) =>
    request.hook?.decision === 'ask'
      ? { behavior: 'ask', reason: request.hook.reason, source: request.hook.source }
      : { behavior: 'allow', source: request.hook?.source ?? { kind: 'default', detail: 'no permission rules' } },
};

/** Where nobody can be asked: every ask becomes a denial the model can read. */
export const nobodyToAsk: Approvals = {
  request: async () => ({ decision: 'deny', message: 'Nobody is available to approve this call.' }),
};
