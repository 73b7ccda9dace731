import type { ToolPart } from '../conversation.ts';

/** What a specialised card gets: the call as it stands. It renders the body; the frame is the generic card's. */
export interface ToolCardProps {
  part: ToolPart;
}
