import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import { formatTodos } from './todos/format-todos.ts';
import { todo } from '../../../shared/vocabulary/todos.ts';
import type { TodoWriteMetadata } from '../../../shared/vocabulary/tool-metadata.ts';
import { checkTodoList, maxTodos } from './todos/todo-list.ts';
import type { TodoStore } from './todos/todo-store.ts';
import description from './todo-write.txt?raw';

export function createTodoWriteTool({ todos }: { todos: TodoStore }) {
  return defineTool({
    name: 'TodoWrite',
    aliases: ['todo_write', 'write_todos'],
    description,
    input: z.strictObject({
      todos: z.array(todo).max(maxTodos).describe('The whole updated list; it replaces the previous one'),
    }),
    searchHint: 'plan tasks checklist progress',
    /** It changes the session's list, nothing in the project: no approval, and allowed in plan mode. */
    readOnly: true,
    validate: (input) => checkTodoList(input.todos),
    activity: () => 'Updating the todo list',
    execute(input, context) {
      todos.set(context.sessionId, input.todos);
      context.metadata({ todos: input.todos } satisfies TodoWriteMetadata);
      return `The todo list is updated. ${formatTodos(input.todos)}`;
    },
  });
}
