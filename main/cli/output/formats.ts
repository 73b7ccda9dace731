import type { OutputFormat } from '../run/options.ts';
import { jsonOutput } from './json.ts';
import type { OutputIo, RunOutput } from './run-output.ts';
import { streamJsonOutput } from './stream-json.ts';
import { textOutput } from './text.ts';

/** The output of `--output-format`. */
export function createRunOutput(format: OutputFormat, io: OutputIo): RunOutput {
  if (format === 'json') return jsonOutput(io);
  if (format === 'stream-json') return streamJsonOutput(io);
  return textOutput(io);
}
