import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import { formatTodos } from './todos/format-todos.ts';
import { requireTodoStore } from './todos/require-store.ts';
import description from './todo-read.txt?raw';

export const todoRead = defineTool({
  name: 'TodoRead',
  aliases: ['todo_read', 'read_todos'],
  description,
  input: z.strictObject({}),
  readOnly: true,
  concurrencySafe: true,
  activity: () => 'Reading the todo list',
  execute: (_input, context) => formatTodos(requireTodoStore(context).get(context.sessionId)),
});
