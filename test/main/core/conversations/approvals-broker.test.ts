import { describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../../shared/ipc/contract.ts';
import type { ApprovalRequest } from '../../../../shared/vocabulary/approvals.ts';
import { createApprovalsBroker } from '../../../../main/core/conversations/approvals-broker.ts';
import { createEventBus } from '../../../../main/core/events.ts';

const request: ApprovalRequest = {
  id: 'a1',
  sessionId: 's',
  toolCallId: 't',
  toolName: 'Bash',
  input: { command: 'npm test' },
  kind: 'permission',
  title: 'Run npm test?',
};

function broker() {
  const events = createEventBus();
  const asked: Array<EventPayload<'approvals.asked'>> = [];
  events.on('approvals.asked', (approval) => asked.push(approval));
  const logged: string[] = [];
  const approvals = createApprovalsBroker(events, (value) => value, (message) => logged.push(message));
  return { approvals, asked, logged };
}

describe('the approvals broker', () => {
  it('asks the person and resolves with their answer', async () => {
    const { approvals, asked, logged } = broker();
    const answer = approvals.forSession('s').request(request, new AbortController().signal);
    expect(asked).toEqual([{ ...request, askedAt: expect.any(Number) }]);
    approvals.respond('a1', { decision: 'allow', scope: 'once' });
    await expect(answer).resolves.toEqual({ decision: 'allow', scope: 'once' });
    expect(logged).toEqual([]);
  });

  it('says which fields of a request the contract does not know, and asks without them', () => {
    const { approvals, asked, logged } = broker();
    const wider = { ...request, colour: 'red', parts: [{ label: 'npm test', verdict: 'ask', risk: 'execute', weight: 3 }] } as unknown as ApprovalRequest;
    void approvals.forSession('s').request(wider, new AbortController().signal);
    expect(logged).toEqual(['approvals.asked: the payload has fields its contract does not know, left out: colour, parts.0.weight']);
    expect(asked[0]).not.toHaveProperty('colour');
    expect(approvals.pending('s')).toHaveLength(1);
  });

  it('refuses a request that does not fit its contract, naming the field, and lists nothing', async () => {
    const { approvals, asked, logged } = broker();
    const broken = { ...request, title: 42 } as unknown as ApprovalRequest;
    await expect(approvals.forSession('s').request(broken, new AbortController().signal)).rejects.toThrow(/^approvals\.asked: .*title: /);
    expect(logged).toEqual([expect.stringMatching(/^approvals\.asked: the payload does not fit its contract and is not sent \(title: /)]);
    expect(asked).toEqual([]);
    expect(approvals.pending()).toEqual([]);
  });
});
