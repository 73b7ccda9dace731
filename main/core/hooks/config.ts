import { z } from 'zod';
import { lazy } from '../common/lazy.ts';
import type { HookEventName } from './events.ts';

/** One command hook as a settings file declares it. Made at the first hook read. */
export const hookHandlerConfig = lazy(() =>
  z.object({
    type: z.literal('command'),
    /** Run with `bash -c`; with `args`, the program to execute without a shell. */
    command: z.string().min(1),
    args: z.array(z.string()).optional(),
    /** Seconds; the default depends on the event (600 for most). */
    timeout: z.number().positive().optional(),
    /** Runs in the background: never waited for, never decides. */
    async: z.boolean().optional(),
    shell: z.enum(['bash', 'powershell']).optional(),
    /** One permission rule, e.g. `Bash(git *)`: the hook runs only for calls it matches. */
    if: z.string().optional(),
    statusMessage: z.string().optional(),
  }),
);
export type HookHandlerConfig = z.output<ReturnType<typeof hookHandlerConfig>>;

/** A matcher group of one event, with the file it came from. */
export interface HookMatcherConfig {
  event: HookEventName;
  /** Absent, empty or `*` matches everything; see `compileMatcher`. */
  matcher?: string;
  hooks: HookHandlerConfig[];
  /** The settings file it came from. */
  file: string;
}

/** Hook types Claude Code knows that Deft parses but does not run yet. */
export const handlerTypesNotRunYet: readonly string[] = ['prompt', 'agent', 'http', 'mcp_tool'];
