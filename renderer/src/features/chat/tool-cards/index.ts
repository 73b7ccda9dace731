import type { ComponentType } from 'react';
import type { ToolCardProps } from './card-props.ts';
import { GlobCard, GrepCard } from './ListCard.tsx';
import { ReadCard } from './ReadCard.tsx';
import { TodoCard } from './TodoCard.tsx';

/** Specialised card bodies by tool name; a tool without one gets the generic body. */
export const toolCards: Record<string, ComponentType<ToolCardProps>> = {
  Read: ReadCard,
  Grep: GrepCard,
  Glob: GlobCard,
  TodoWrite: TodoCard,
};
