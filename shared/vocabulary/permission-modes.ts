import { z } from 'zod';

/**
 * How a session's permissions settle what no rule does, by Claude Code's names: ask (`default`),
 * allow edits inside the working dirs (`acceptEdits`), read only (`plan`), deny what would ask
 * (`dontAsk`), allow everything (`bypassPermissions`).
 */
export const permissionMode = z.enum(['default', 'acceptEdits', 'plan', 'dontAsk', 'bypassPermissions']);
export type PermissionMode = z.infer<typeof permissionMode>;
