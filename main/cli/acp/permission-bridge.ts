import type { AgentContext, PermissionOption, RequestPermissionResponse, ToolCallContent } from '@agentclientprotocol/sdk';
import { addLocalRules } from '../../core/settings/write-rules.ts';
import type { Approvals } from '../../core/tools/permission.ts';
import type { ApprovalAnswer, ApprovalRequest, DecisionSource } from '../../../shared/vocabulary/approvals.ts';
import { diffContent, toolKind, toolLocations } from './tool-calls.ts';

/** Who answered, in the record of each answer the editor gave. */
const editorPerson: DecisionSource = { kind: 'person', detail: 'the editor (ACP session/request_permission)' };

const options = {
  allowOnce: { optionId: 'allow_once', name: 'Allow once', kind: 'allow_once' },
  allowAlways: { optionId: 'allow_always', name: 'Always allow', kind: 'allow_always' },
  rejectOnce: { optionId: 'reject_once', name: 'Reject', kind: 'reject_once' },
  rejectAlways: { optionId: 'reject_always', name: 'Always reject', kind: 'reject_always' },
} as const satisfies Record<string, PermissionOption>;

const questionDeclined =
  'This editor (over the Agent Client Protocol) cannot show multiple-choice questions, so nobody answered. ' +
  'Do not ask again; proceed on your best judgement, and say in your final answer which assumptions you made.';

export interface PermissionBridgeOptions {
  client: AgentContext;
  /** The ACP session whose prompt the requests belong to (a sub-agent's requests too). */
  acpSessionId: () => string;
  /** The session's folder (its project, or its place in its worktree once opened): paths resolve against it, "always reject" rules go in its settings. */
  folder: () => string;
}

/**
 * Deft's approval requests as `session/request_permission`: the call with its diff or command, and
 * the four options. "Always allow" saves the rules the request suggests (the permission service
 * writes them, as the desktop's answer does); "always reject" writes them as deny rules and
 * refuses the same request for the rest of the session without asking. A rejection may carry the
 * person's message to the model in `_meta.message` of the response or its outcome.
 */
export function permissionBridge(bridge: PermissionBridgeOptions): Approvals {
  const rejected = new Set<string>();
  return {
    async request(request, signal) {
      if (request.kind === 'question') return { decision: 'deny', message: questionDeclined, source: editorPerson };
      const key = requestKey(request);
      if (rejected.has(key)) return { decision: 'deny', message: 'The person chose to always reject this call.', source: editorPerson };
      const suggestions = request.suggestions ?? [];
      const offered: PermissionOption[] = [options.allowOnce, ...(suggestions.length > 0 ? [options.allowAlways] : []), options.rejectOnce, options.rejectAlways];
      const response = await bridge.client.request(
        'session/request_permission',
        {
          sessionId: bridge.acpSessionId(),
          toolCall: {
            toolCallId: request.toolCallId,
            title: request.agent && request.agent !== 'main' ? `[${request.agent}] ${request.title}` : request.title,
            kind: toolKind(request.toolName, request.input),
            status: 'pending',
            content: requestContent(request, bridge.folder()),
            locations: toolLocations(request.input, bridge.folder()),
            rawInput: request.input,
          },
          options: offered,
          _meta: { deft: { agent: request.agent ?? 'main', toolName: request.toolName, rules: suggestions, parts: request.parts ?? [] } },
        },
        { cancellationSignal: signal },
      );
      return answerOf(response, request, () => {
        rejected.add(key);
        if (suggestions.length > 0) addLocalRules(bridge.folder(), 'deny', suggestions);
      });
    },
  };
}

function answerOf(response: RequestPermissionResponse, request: ApprovalRequest, rejectAlways: () => void): ApprovalAnswer {
  const { outcome } = response;
  if (outcome.outcome === 'cancelled') return { decision: 'deny', message: 'The request was cancelled.', source: editorPerson };
  const message = metaMessage(outcome._meta) ?? metaMessage(response._meta);
  switch (outcome.optionId) {
    case options.allowOnce.optionId:
      return { decision: 'allow', scope: 'once' };
    case options.allowAlways.optionId:
      return { decision: 'allow', scope: 'always', rules: request.suggestions ?? [] };
    case options.rejectAlways.optionId:
      rejectAlways();
      return { decision: 'deny', ...(message !== undefined && { message }) };
    default:
      return { decision: 'deny', ...(message !== undefined && { message }) };
  }
}

function metaMessage(meta: { [key: string]: unknown } | null | undefined): string | undefined {
  const message = meta?.message;
  return typeof message === 'string' && message.trim() !== '' ? message.slice(0, 10_000) : undefined;
}

/** What the person judges: the diff of a file change, else the command or the request's own words. */
function requestContent(request: ApprovalRequest, cwd: string): ToolCallContent[] {
  const diffs = request.diff ? diffContent(request.diff, cwd) : [];
  if (diffs.length > 0) return diffs;
  const detail = [request.detail, ...(request.parts ?? []).filter((part) => part.verdict !== 'allow').map((part) => `• ${part.label}`)].filter(Boolean).join('\n');
  return detail === '' ? [] : [{ type: 'content', content: { type: 'text', text: detail } }];
}

/** Two requests are "the same call" for always-reject when tool, input and suggested rules agree. */
function requestKey(request: ApprovalRequest): string {
  return JSON.stringify([request.toolName, request.suggestions ?? [], request.suggestions?.length ? null : request.input]);
}
