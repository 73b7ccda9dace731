import { PatchViewer } from '../../diff/DiffViewer.tsx';
import { outputText } from '../tool-summary.ts';
import type { ToolCardProps } from './card-props.ts';

/** GitDiff: the diff it read, in the diff viewer, under its first line that says what was compared. */
export function GitDiffCard({ part }: ToolCardProps) {
  if (part.state !== 'success') return null;
  const text = outputText(part.output);
  const newline = text.indexOf('\n');
  if (newline < 0) return <p className="tool-body muted">{text}</p>;
  return (
    <div className="tool-body">
      <p className="muted">{text.slice(0, newline)}</p>
      <PatchViewer patch={text.slice(newline + 1)} testId="git-diff" />
    </div>
  );
}
