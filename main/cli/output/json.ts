import { createResultCollector } from './result.ts';
import type { OutputIo, RunOutput } from './run-output.ts';

/** `--output-format json`: nothing while the run works, one JSON object when it ends. */
export function jsonOutput(io: OutputIo): RunOutput {
  const collector = createResultCollector();
  return {
    event: (event) => collector.see(event),
    notice: (message) => io.stderr(`${message}\n`),
    finish: (end) => io.stdout(`${JSON.stringify(collector.result(end))}\n`),
  };
}
