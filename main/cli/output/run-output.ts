import type { AgentEvent } from '../../../shared/vocabulary/agent-events.ts';
import type { QueuedMessage } from '../../../shared/ipc/domains/chat.ts';
import type { HeadlessRunResult } from '../../core/session/run-headless.ts';
import type { CliIo } from '../io.ts';

/** How a run ended: the run's own result, or one made up when it failed to start (no session then). */
export type RunEnd = Omit<HeadlessRunResult, 'sessionId'> & { sessionId?: string };

/** Prints a run in one output format: each event as it comes, then the end. */
export interface RunOutput {
  event(event: AgentEvent): void;
  /** A line for the person, outside the run's own events (e.g. "cancelling"). */
  notice(message: string): void;
  /** The run's message queue changed (`--input-format stream-json`); formats without a place for it leave it out. */
  queue?(messages: QueuedMessage[]): void;
  /** How a run (or, with `--input-format stream-json`, each turn) ended. */
  finish(end: RunEnd): void;
}

export type OutputIo = Pick<CliIo, 'stdout' | 'stderr'>;
