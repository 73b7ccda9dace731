import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import { formatTodos } from './todos/format-todos.ts';
import type { TodoStore } from './todos/todo-store.ts';
import description from './todo-read.txt?raw';

export function createTodoReadTool({ todos }: { todos: TodoStore }) {
  return defineTool({
    name: 'TodoRead',
    aliases: ['todo_read', 'read_todos'],
    description,
    input: z.strictObject({}),
    readOnly: true,
    concurrencySafe: true,
    activity: () => 'Reading the todo list',
    execute: (_input, context) => formatTodos(todos.get(context.sessionId)),
  });
}
