import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSession } from '../main/core/store/load.ts';
import { addMessage, appendPart } from '../main/core/store/parts.ts';
import { searchMessages } from '../main/core/store/search.ts';
import { createSession } from '../main/core/store/sessions.ts';
import { openStore, type Store } from '../main/core/store/store.ts';
import { figure, medianMicros, type Figure } from './figure.ts';

const vocabulary = Array.from({ length: 5000 }, (_, i) => `w${(i * 2654435761) % 1_000_003}`);

/** Deterministic prose: `count` words picked by a linear congruential sequence. */
function prose(seed: number, count: number): string {
  let state = seed;
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    words.push(vocabulary[state % vocabulary.length]);
  }
  return words.join(' ');
}

function sessionWith(store: Store, messages: number): string {
  const session = createSession(store, { cwd: '/bench/project' });
  store.db.transaction(() => {
    for (let i = 0; i < messages; i++) {
      const message = addMessage(store, session.id, i % 2 ? 'assistant' : 'user');
      appendPart(store, session.id, message.id, 'text', { text: prose(i, 30) });
    }
  })();
  return session.id;
}

/** Appending a part against a bare insert; loading a long session; searching many messages. */
export default async function run(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'deft-bench-'));
  const store = openStore({ dataDir });
  try {
    const session = createSession(store, { cwd: '/bench/project' });
    const message = addMessage(store, session.id, 'assistant');
    const bare = store.db.prepare(
      'INSERT INTO parts (id, message_id, session_id, kind, text, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    let n = 0;
    const bareInsert = await medianMicros(() => bare.run(`bare-${n++}`, message.id, session.id, 'text', 'a streamed sentence', Date.now(), Date.now()));
    const append = await medianMicros(() => appendPart(store, session.id, message.id, 'text', { text: 'a streamed sentence' }));

    const long = sessionWith(store, 10_000);
    const rawRows = store.db.prepare('SELECT * FROM parts WHERE session_id = ?');
    const rawLoad = await medianMicros(() => rawRows.all(long), 20, 3);
    const load = await medianMicros(() => loadSession(store, long, { limit: 10_000 }), 20, 3);

    for (let i = 0; i < 9; i++) sessionWith(store, 10_000);
    const query = `${vocabulary[17]} ${vocabulary[4242]}`;
    const bareMatch = store.db.prepare('SELECT rowid FROM parts_fts WHERE parts_fts MATCH ? ORDER BY rank LIMIT 50');
    const match = `"${vocabulary[17]}"* "${vocabulary[4242]}"*`;
    const rawSearch = await medianMicros(() => bareMatch.all(match), 50, 5);
    const search = await medianMicros(() => searchMessages(store, query), 50, 5);

    return [
      figure('store.appendPart', 'µs', append, 'bare prepared INSERT into parts', bareInsert),
      figure('store.loadSession 10,000 messages', 'µs', load, 'SELECT * of the same parts, no mapping', rawLoad),
      figure('store.searchMessages over 100,000 messages', 'µs', search, 'bare FTS5 MATCH of the same words, no joins or snippets', rawSearch),
    ];
  } finally {
    store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
