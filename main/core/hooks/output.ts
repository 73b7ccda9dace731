import { z } from 'zod';
import { errorMessage } from '../common/errors.ts';
import { lazy } from '../common/lazy.ts';

/** A hook's JSON output, current and legacy fields (conventions §2.5); unknown fields are kept. Made at the first JSON a hook prints. */
export const hookJsonOutput = lazy(() => {
  const inputObject = z.record(z.string(), z.unknown());
  return z.looseObject({
    continue: z.boolean().optional(),
    stopReason: z.string().optional(),
    /** Accepted; like current Claude Code, it changes nothing. */
    suppressOutput: z.boolean().optional(),
    systemMessage: z.string().optional(),
    /** `block`; legacy `approve` means allow for PreToolUse. Other words are reported, not fatal. */
    decision: z.string().optional(),
    reason: z.string().optional(),
    hookSpecificOutput: z
      .looseObject({
        hookEventName: z.string(),
        permissionDecision: z.enum(['allow', 'deny', 'ask', 'defer']).optional(),
        permissionDecisionReason: z.string().optional(),
        updatedInput: inputObject.optional(),
        additionalContext: z.string().optional(),
        decision: z
          .looseObject({
            behavior: z.enum(['allow', 'deny']),
            updatedInput: inputObject.optional(),
            message: z.string().optional(),
            interrupt: z.boolean().optional(),
          })
          .optional(),
      })
      .optional(),
  });
});
export type HookJsonOutput = z.output<ReturnType<typeof hookJsonOutput>>;

export type ParsedStdout =
  | { kind: 'json'; output: HookJsonOutput }
  | { kind: 'text'; text: string }
  | { kind: 'invalid'; message: string };

/** Stdout that starts with `{` is JSON (and must be valid); anything else is plain text. */
export function parseStdout(stdout: string): ParsedStdout {
  const text = stdout.trim();
  if (!text.startsWith('{')) return { kind: 'text', text };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { kind: 'invalid', message: `its output starts with "{" but is not JSON: ${errorMessage(error)}` };
  }
  const parsed = hookJsonOutput().safeParse(value);
  if (parsed.success) return { kind: 'json', output: parsed.data };
  return { kind: 'invalid', message: `its JSON output is invalid: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}` };
}
