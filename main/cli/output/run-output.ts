import type { AgentEvent } from '../../../shared/vocabulary/agent-events.ts';
import type { HeadlessRunResult } from '../../core/agent/run-headless.ts';
import type { CliIo } from '../io.ts';
import type { OutputFormat } from '../run/options.ts';
import { jsonOutput } from './json.ts';
import { streamJsonOutput } from './stream-json.ts';
import { textOutput } from './text.ts';

/** How a run ended: the run's own result, or one made up when it failed to start (no session then). */
export type RunEnd = Omit<HeadlessRunResult, 'sessionId'> & { sessionId?: string };

/** Prints a run in one output format: each event as it comes, then the end. */
export interface RunOutput {
  event(event: AgentEvent): void;
  /** A line for the person, outside the run's own events (e.g. "cancelling"). */
  notice(message: string): void;
  finish(end: RunEnd): void;
}

export type OutputIo = Pick<CliIo, 'stdout' | 'stderr'>;

export function createRunOutput(format: OutputFormat, io: OutputIo): RunOutput {
  if (format === 'json') return jsonOutput(io);
  if (format === 'stream-json') return streamJsonOutput(io);
  return textOutput(io);
}
