// The mock model server as its own process, for subprocess tests and benches:
//   node test/mocks/llm-server/main.ts --script FILE.json [--record FILE.jsonl] [--models a,b]
// prints {"url": ...} as its first stdout line, appends each request as a JSON line to the record
// file, and runs until it is sent SIGTERM or SIGINT.
import { appendFileSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { scriptSchema } from './script.ts';
import { startLlmServer } from './server.ts';

const { values } = parseArgs({
  options: { script: { type: 'string' }, record: { type: 'string' }, models: { type: 'string' } },
});
if (values.script === undefined) {
  process.stderr.write('usage: main.ts --script FILE.json [--record FILE.jsonl] [--models a,b]\n');
  process.exit(2);
}
const record = values.record;
const server = await startLlmServer({
  replies: scriptSchema.parse(JSON.parse(readFileSync(values.script, 'utf8'))),
  models: values.models?.split(','),
  onRequest: record === undefined ? undefined : (request) => appendFileSync(record, `${JSON.stringify(request)}\n`),
});
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void server.close().finally(() => process.exit(0)));
}
