import type { ComponentType } from 'react';
import type { ToolPart } from '../conversation.ts';

/** What a specialised card gets: the call as it stands. It renders the body; the frame is the generic card's. */
export interface ToolCardProps {
  part: ToolPart;
  /** The whole card, frame and body, for tool calls nested in this one (a sub-agent's, in Task); given, not imported, since it holds this card. */
  NestedToolCard: ComponentType<{ part: ToolPart }>;
}
