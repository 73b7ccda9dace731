import { useMemo } from 'react';
import { useApprovals } from '../../../stores/approvals.ts';
import { callDiff } from '../../diff/call-diff.ts';
import { DiffViewer } from '../../diff/DiffViewer.tsx';
import type { ToolCardProps } from './card-props.ts';
import { ResultDetails } from './ResultDetails.tsx';

/**
 * Edit, MultiEdit, Write, Insert, NotebookEdit and ApplyPatch: the change as a diff (what the tool
 * reported once it ran, else what the call asks for), hidden while its approval shows the same diff.
 */
export function EditCard({ part }: ToolCardProps) {
  const asking = useApprovals((state) => state.pending.some((approval) => approval.toolCallId === part.toolCallId));
  const files = useMemo(() => callDiff(part.toolName, part.input, part.metadata), [part.toolName, part.input, part.metadata]);
  const shown = files.filter((file) => file.rows.length > 0);
  return (
    <div className="tool-body">
      {!asking && shown.length > 0 && <DiffViewer files={shown} testId="tool-diff" />}
      <ResultDetails part={part} open={part.state !== 'success'} />
    </div>
  );
}
