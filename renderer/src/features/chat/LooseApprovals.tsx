import { ApprovalPanel } from '../approvals/ApprovalPanel.tsx';
import { useApprovals } from '../../stores/approvals.ts';
import { useChat } from './store.ts';

/** Requests of this session with no card on screen (a sub-agent's call, or one from before the loaded page). */
export function LooseApprovals({ sessionId }: { sessionId: string }) {
  const pending = useApprovals((state) => state.pending);
  const toolMessages = useChat((state) => state.conversation.toolMessages);
  const loose = pending.filter((approval) => approval.sessionId === sessionId && !toolMessages[approval.toolCallId]);
  if (loose.length === 0) return null;
  const first = pending.find((approval) => approval.sessionId === sessionId);
  return (
    <div className="loose-approvals">
      {loose.map((approval) => (
        <ApprovalPanel key={approval.id} approval={approval} active={approval === first} />
      ))}
    </div>
  );
}
