import { z } from 'zod';
import type { ContractPart } from '../contract-part.ts';
import type { channels } from '../channels.ts';

const sessionId = z.string().min(1).max(200);
const shellId = z.string().min(1).max(200);
/** One view drawing a command's output (a card, a panel), chosen by the view. */
const viewerId = z.string().min(1).max(200);

/** A command of the session's Bash calls, as a terminal view lists it. */
export const terminalShell = z.object({
  shellId: z.string(),
  command: z.string(),
  description: z.string().optional(),
  background: z.boolean(),
  startedAt: z.number(),
  status: z.enum(['running', 'waiting_for_input', 'exited', 'killed']),
  exitCode: z.number().nullable().optional(),
});
export type TerminalShell = z.infer<typeof terminalShell>;

export const terminalContract = {
  requests: {
    'terminal.list': { input: z.strictObject({ sessionId }), output: z.array(terminalShell) },
    /** The person typing into a command's terminal (`\r` for Enter). */
    'terminal.input': { input: z.strictObject({ sessionId, shellId, text: z.string().min(1).max(65_536) }), output: z.object({ sent: z.boolean() }) },
    /** The view showing a command's terminal changed size; the command sees it as a resize of its terminal. */
    'terminal.resize': {
      input: z.strictObject({ sessionId, shellId, cols: z.number().int().min(2).max(1000), rows: z.number().int().min(1).max(500) }),
      output: z.object({ resized: z.boolean() }),
    },
    'terminal.kill': { input: z.strictObject({ sessionId, shellId }), output: z.object({ killed: z.boolean() }) },
    /**
     * Flow control: the view is on screen drawing the command's output, which waits for it (`terminal.acknowledge`)
     * when it falls far behind, until it detaches or stops acknowledging for a few seconds.
     */
    'terminal.attach': { input: z.strictObject({ sessionId, shellId, viewerId }), output: z.object({ attached: z.boolean() }) },
    'terminal.detach': { input: z.strictObject({ sessionId, shellId, viewerId }), output: z.null() },
    /** Flow control: the attached view has drawn this many bytes of the command's output. */
    'terminal.acknowledge': {
      input: z.strictObject({ sessionId, shellId, viewerId, bytes: z.number().int().positive().max(1 << 30) }),
      output: z.null(),
    },
  },
  events: {
    /** Output of a command no tool call is streaming (a background command), as it comes. */
    'terminal.output': z.object({ sessionId: z.string(), shellId: z.string(), data: z.string() }),
  },
} satisfies ContractPart<typeof channels.terminal>;
