import { pendingApproval, type PendingApproval } from '../../../shared/ipc/domains/approvals.ts';
import { fitContract } from '../../../shared/ipc/fit-contract.ts';
import type { PersonAnswer, ApprovalAnswer, ApprovalRequest } from '../../../shared/vocabulary/approvals.ts';
import type { EventBus } from '../events.ts';
import type { Approvals } from '../tools/permission.ts';
import { checkAnswer } from './check-answer.ts';

/** The desktop's `Approvals`: every request waits for the person, listed by `pending()`, until `respond` or its cancel. */
export interface ApprovalsBroker {
  /** The `Approvals` of one conversation: its requests are listed under `sessionId`, whichever (sub-)agent asks. */
  forSession(sessionId: string): Approvals;
  pending(sessionId?: string): PendingApproval[];
  /** Answers a pending request; throws when there is none by that id or the answer does not fit it. */
  respond(id: string, answer: PersonAnswer): { id: string; sessionId: string };
}

interface Waiting {
  approval: PendingApproval;
  resolve(answer: ApprovalAnswer): void;
  stopWaiting(): void;
}

/** `log` hears of a request that does not fit the `approvals.asked` contract, naming the fields. */
export function createApprovalsBroker(events: EventBus, redact: <T>(value: T) => T, log: (message: string) => void): ApprovalsBroker {
  const waiting = new Map<string, Waiting>();

  const ask = (sessionId: string, request: ApprovalRequest, signal: AbortSignal) =>
    new Promise<ApprovalAnswer>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      if (waiting.has(request.id)) return reject(new Error(`Approval ${request.id} is already pending.`));
      let misfit = '';
      const approval = fitContract('approvals.asked', pendingApproval, redact({ ...request, sessionId, askedAt: Date.now() }), (message) => {
        misfit = message;
        log(message);
      });
      if (!approval) return reject(new Error(misfit));
      const withdraw = () => {
        waiting.delete(request.id);
        events.emit('approvals.withdrawn', { id: request.id, sessionId });
        reject(signal.reason);
      };
      signal.addEventListener('abort', withdraw, { once: true });
      waiting.set(request.id, { approval, resolve, stopWaiting: () => signal.removeEventListener('abort', withdraw) });
      events.emit('approvals.asked', approval);
    });

  return {
    forSession: (sessionId) => ({ request: (request, signal) => ask(sessionId, request, signal) }),
    pending: (sessionId) =>
      [...waiting.values()].map((entry) => entry.approval).filter((approval) => sessionId === undefined || approval.sessionId === sessionId),
    respond(id, answer) {
      const entry = waiting.get(id);
      if (!entry) throw new Error(`No approval ${id} is pending: it was answered or withdrawn.`);
      const checked = checkAnswer(entry.approval, answer);
      waiting.delete(id);
      entry.stopWaiting();
      const { sessionId } = entry.approval;
      events.emit('approvals.answered', { id, sessionId, decision: checked.decision });
      entry.resolve(checked);
      return { id, sessionId };
    },
  };
}
