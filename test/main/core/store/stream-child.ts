/**
 * Streams text into the store until it is killed: the child of the crash test. After each
 * explicit flush it prints `flushed <last chunk number> <part id>`, so the parent knows what must survive.
 */
import { addMessage, appendPart } from '../../../../main/core/store/parts.ts';
import { createSession } from '../../../../main/core/store/sessions.ts';
import { openStore } from '../../../../main/core/store/store.ts';
import { createTextWriter } from '../../../../main/core/store/text-writer.ts';

const store = openStore({ dataDir: process.argv[2] });
const session = createSession(store, { cwd: process.cwd() });
const message = addMessage(store, session.id, 'assistant');
appendPart(store, session.id, message.id, 'tool', { toolCallId: 'call-1', toolName: 'Bash', state: 'running' });
const writer = createTextWriter(store, { sessionId: session.id, messageId: message.id, batchMs: 2 });

let chunk = 0;
function stream(): void {
  for (let i = 0; i < 20; i++, chunk++) writer.append(`chunk-${chunk};`);
  writer.flush();
  process.stdout.write(`flushed ${chunk - 1} ${writer.partId}\n`);
  setImmediate(stream);
}
stream();
