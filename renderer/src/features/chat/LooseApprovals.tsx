import { ApprovalPanel } from '../approvals/ApprovalPanel.tsx';
import { useApprovals } from '../../stores/approvals.ts';
import { useSubagents } from '../subagents/store.ts';
import { useChat } from './store.ts';

/** Requests of this session with no card on screen: not in the chat nor in a sub-agent's transcript inside its Task card (e.g. from before the loaded page). */
export function LooseApprovals({ sessionId }: { sessionId: string }) {
  const pending = useApprovals((state) => state.pending);
  const toolMessages = useChat((state) => state.conversation.toolMessages);
  const transcripts = useSubagents((state) => state.transcripts);
  const onScreen = (toolCallId: string) =>
    toolMessages[toolCallId] !== undefined || Object.values(transcripts).some((transcript) => transcript.conversation.toolMessages[toolCallId] !== undefined);
  const loose = pending.filter((approval) => approval.sessionId === sessionId && !onScreen(approval.toolCallId));
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
