import type { ComponentType } from 'react';
import type { ToolCardProps } from './card-props.ts';
import { BashCard } from './BashCard.tsx';
import { EditCard } from './EditCard.tsx';
import { GitDiffCard } from './GitDiffCard.tsx';
import { GlobCard, GrepCard } from './ListCard.tsx';
import { ReadCard } from './ReadCard.tsx';
import { TodoCard } from './TodoCard.tsx';
import { LocationCard } from './LocationCard.tsx';
import { TaskCard } from './TaskCard.tsx';
import { WebFetchCard } from './WebFetchCard.tsx';
import { WebSearchCard } from './WebSearchCard.tsx';

/** Specialised card bodies by tool name; a tool without one gets the generic body. */
export const toolCards: Record<string, ComponentType<ToolCardProps>> = {
  Read: ReadCard,
  Grep: GrepCard,
  Glob: GlobCard,
  TodoWrite: TodoCard,
  Bash: BashCard,
  BashOutput: BashCard,
  BashInput: BashCard,
  Edit: EditCard,
  Write: EditCard,
  MultiEdit: EditCard,
  ApplyPatch: EditCard,
  Insert: EditCard,
  NotebookEdit: EditCard,
  WebSearch: WebSearchCard,
  WebFetch: WebFetchCard,
  Location: LocationCard,
  Task: TaskCard,
  GitDiff: GitDiffCard,
};
