import type { Todo } from '../../../../shared/vocabulary/todos.ts';
import { todoWriteMetadata } from '../../../../shared/vocabulary/tool-metadata.ts';
import type { ChatMessage } from '../chat/conversation.ts';

/** The session's todo list as its latest TodoWrite call (that was not refused) set it; null before any. */
export function currentTodos(messages: readonly ChatMessage[]): Todo[] | null {
  for (let index = messages.length - 1; index >= 0; index--) {
    const parts = messages[index].parts;
    for (let at = parts.length - 1; at >= 0; at--) {
      const part = parts[at];
      if (part.kind !== 'tool' || part.toolName !== 'TodoWrite' || part.state !== 'success') continue;
      /** The list as the tool accepted it (its metadata), else as the model wrote it (its input). */
      const parsed = todoWriteMetadata.safeParse(part.metadata ?? part.input);
      if (parsed.success) return parsed.data.todos;
    }
  }
  return null;
}

/** How many are done, of how many. */
export function progressOf(todos: readonly Todo[]): { done: number; total: number } {
  return { done: todos.filter((item) => item.status === 'completed').length, total: todos.length };
}
