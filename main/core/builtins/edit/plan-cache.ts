import type { ToolContext } from '../../tools/tool.ts';
import { unchangedOnDisk, type FileChange } from './file-change.ts';

export interface ChangePlan {
  changes: readonly FileChange[];
}

/**
 * Works a call's changes out once, in `validate`, and reuses them for the approval's diff and for
 * `execute` — keyed by the input object, so input rewritten by a hook is planned afresh. `current`
 * plans again when a file changed on disk in the meantime (the person took a while, another call wrote).
 */
export function createPlanCache<I extends object, P extends ChangePlan>(plan: (input: I, context: ToolContext) => Promise<P>) {
  const plans = new WeakMap<I, Promise<P>>();
  const planned = (input: I, context: ToolContext): Promise<P> => {
    let found = plans.get(input);
    if (!found) {
      found = plan(input, context);
      plans.set(input, found);
    }
    return found;
  };
  return {
    planned,
    async current(input: I, context: ToolContext): Promise<P> {
      const earlier = await planned(input, context);
      return (await unchangedOnDisk(earlier.changes)) ? earlier : plan(input, context);
    },
  };
}
