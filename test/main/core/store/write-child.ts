/**
 * One of the concurrent writers of the stress test: says `ready`, waits for the file `<go>` so all
 * writers start together, opens the store of `<data dir>` (creating it if no other writer has
 * yet), writes a session of `<parts>` parts and prints its id.
 */
import { existsSync } from 'node:fs';
import { setTimeout as wait } from 'node:timers/promises';
import { createSession } from '../../../../main/core/store/sessions.ts';
import { openStore } from '../../../../main/core/store/store.ts';
import { writeSession } from './write-session.ts';

const [dataDir, parts, go] = process.argv.slice(2);
process.stdout.write('ready\n');
while (!existsSync(go)) await wait(2);
const store = openStore({ dataDir });
const session = createSession(store, { cwd: process.cwd() });
await writeSession(store, session.id, Number(parts));
store.close();
process.stdout.write(`session ${session.id}\n`);
