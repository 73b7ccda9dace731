import type { ApprovalAnswer, ApprovalRequest, DecisionPart, DecisionSource } from '../../../shared/vocabulary/approvals.ts';
import type { CoreMessage } from '../../../shared/vocabulary/core-messages.ts';
import type { AgentInfo, PermissionTarget, ToolTraits } from './tool.ts';

export type PermissionDecision =
  | { behavior: 'allow'; source: DecisionSource }
  /** `reasonMessage`: the message by code, for the UI, when the reason has one. */
  | { behavior: 'deny'; message: string; reasonMessage?: CoreMessage; source: DecisionSource }
  | {
      behavior: 'ask';
      reason?: string;
      reasonMessage?: CoreMessage;
      /** Rules "always allow" would save: one per part that needs approval, as the person saw it. */
      suggestions?: string[];
      parts?: DecisionPart[];
      source: DecisionSource;
    };

/** What a PreToolUse hook said about the call, if anything; the permission service weighs it. */
export interface HookVerdict {
  decision: 'allow' | 'ask';
  reason?: string;
  source: DecisionSource;
}

export interface PermissionRequest {
  /** What rules and the person see of the tool: its name, aliases and traits (the call's tool, or Bash for a command a skill runs). */
  tool: ToolTraits;
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

/** Whoever answers approvals: the desktop UI over IPC, the CLI's policy, a test. */
export interface Approvals {
  /** Resolves with the answer; when `signal` aborts, the request is withdrawn and may never resolve. */
  request(request: ApprovalRequest, signal: AbortSignal): Promise<ApprovalAnswer>;
}

/** Where nobody can be asked: every ask becomes a denial the model can read. */
export const nobodyToAsk: Approvals = {
  request: async () => ({ decision: 'deny', message: 'Nobody is available to approve this call.' }),
};
