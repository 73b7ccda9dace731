import { z } from 'zod';

export const todoStatus = z.enum(['pending', 'in_progress', 'completed']);

/** One item of a session's todo list, as TodoWrite takes it, the store keeps it and the UI shows it. */
export const todo = z.strictObject({
  content: z.string().trim().min(1).describe('What to do, in the imperative ("Run the tests")'),
  status: todoStatus,
  activeForm: z.string().trim().min(1).describe('The same in the present continuous, shown while it runs ("Running the tests")'),
});
export type Todo = z.infer<typeof todo>;
