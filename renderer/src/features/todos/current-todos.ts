import { z } from 'zod';
import type { ChatMessage } from '../chat/conversation.ts';

const todo = z.object({ content: z.string(), status: z.enum(['pending', 'in_progress', 'completed']), activeForm: z.string().optional() });
/** The list as the tool accepted it (its metadata), else as the model wrote it (its input). */
const withTodos = z.object({ todos: z.array(todo) });

export type Todo = z.infer<typeof todo>;

/** The session's todo list as its latest TodoWrite call (that was not refused) set it; null before any. */
export function currentTodos(messages: readonly ChatMessage[]): Todo[] | null {
  for (let index = messages.length - 1; index >= 0; index--) {
    const parts = messages[index].parts;
    for (let at = parts.length - 1; at >= 0; at--) {
      const part = parts[at];
      if (part.kind !== 'tool' || part.toolName !== 'TodoWrite' || part.state !== 'success') continue;
      const parsed = withTodos.safeParse(part.metadata ?? part.input);
      if (parsed.success) return parsed.data.todos;
    }
  }
  return null;
}

/** How many are done, of how many. */
export function progressOf(todos: readonly Todo[]): { done: number; total: number } {
  return { done: todos.filter((item) => item.status === 'completed').length, total: todos.length };
}
