import { z } from 'zod';
import { formatPath } from '../../core/common/validation/describe.ts';
import type { Result } from '../../core/common/result.ts';
import type { WorktreeWish } from '../../../shared/vocabulary/worktrees.ts';

/**
 * What `session/new` may ask of Deft in `_meta.deft` (the rest of `_meta` is other agents' and left
 * alone). `worktree`: the session works in a new git worktree of `cwd` on the branch `deft/NAME` (a
 * copy-on-write clone for a folder that is no repository, or the request fails saying why):
 * `true` (a name made up), `"NAME"`, or `{ "name"?: "NAME", "base"?: "REF" }` with the branch or
 * commit to start from (the folder's HEAD by default). `false` or absent: the session works in `cwd`.
 */
const worktreeRequest = z.union([
  z.boolean(),
  z.string().min(1).max(64),
  z.strictObject({ name: z.string().min(1).max(64).optional(), base: z.string().min(1).max(256).optional() }),
]);

const newSessionMeta = z.looseObject({ deft: z.strictObject({ worktree: worktreeRequest.optional() }).optional() }).nullish();

/** The worktree a `session/new` asks for in its `_meta`, or what is wrong with the request. */
export function worktreeWishOf(meta: unknown): Result<WorktreeWish | undefined> {
  const parsed = newSessionMeta.safeParse(meta);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { ok: false, error: `_meta.${formatPath(issue.path)}: ${issue.message}. Deft takes _meta.deft.worktree as true, "NAME", or {"name"?: "NAME", "base"?: "REF"}.` };
  }
  const asked = parsed.data?.deft?.worktree;
  if (asked === undefined || asked === false) return { ok: true, value: undefined };
  if (asked === true) return { ok: true, value: {} };
  return { ok: true, value: typeof asked === 'string' ? { name: asked } : asked };
}
