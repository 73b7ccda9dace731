import { allowedToolsFlags } from './allowed-tools-flags.ts';
import type { Approvals } from '../core/tools/permission.ts';
import type { ApprovalRequest, DecisionSource } from '../../shared/vocabulary/approvals.ts';

/** Who answered, in the record of each answer. */
export const headlessApprover: DecisionSource = { kind: 'policy', detail: 'deft run: nobody to ask' };

/**
 * Approvals for a run with nobody to ask (`deft run`): every permission ask is denied with a message
 * telling the model why the call needs the person, the most dangerous part first, and which rule
 * would allow it and how the person can grant it, or that no rule can; every question is declined,
 * and the model is told to go on by its own judgement.
 */
export const headlessApprovals: Approvals = {
  request: async (request) => ({
    decision: 'deny',
    message: request.kind === 'question' ? questionDeclined : permissionDenied(request),
    source: headlessApprover,
  }),
};

const questionDeclined =
  'This is a headless run (deft run): nobody is there to answer questions. Do not ask again; ' +
  'proceed on your best judgement, and say in your final answer which assumptions you made.';

function permissionDenied(request: ApprovalRequest): string {
  const rules = request.suggestions ?? [];
  const intro = 'This is a headless run (deft run): nobody is there to approve this call, so it was not made.';
  const advice = 'Do not retry it; go on without it if you can, otherwise finish and say which permission you need.';
  const why = whyAsked(request);
  if (rules.length === 0) {
    const remedy = request.parts
      ? 'No permission rule can allow it: Deft puts such a call to the person whatever the rules say, so it can only run where a person approves it.'
      : `The person can allow ${request.toolName} with --allowed-tools or a permissions.allow rule in .deft/settings.local.json.`;
    return [intro, why, remedy, advice].filter(Boolean).join(' ');
  }
  const named = rules.length === 1 ? `The rule that would allow it: ${rules[0]}.` : `The rules that would allow it: ${rules.join(', ')}.`;
  return [
    intro,
    why,
    `${named} The person can grant it by running deft again with ${allowedToolsFlags(rules)}, or by adding ` +
      `${rules.map((rule) => JSON.stringify(rule)).join(', ')} to permissions.allow in .deft/settings.local.json.`,
    advice,
  ].filter(Boolean).join(' ');
}

/** `It needs the person because "x" is evaluated as code; writes outside the project: ../sibling.` — the parts' reasons, the most dangerous first. */
export function whyAsked(request: Pick<ApprovalRequest, 'parts' | 'detail'>): string {
  const reasons = [...new Set((request.parts ?? []).flatMap((part) => (part.verdict !== 'allow' && part.reason ? [part.reason] : [])))];
  if (reasons.length === 0 && request.detail) reasons.push(request.detail);
  return reasons.length === 0 ? '' : `It needs the person because ${reasons.join('; ')}.`;
}
