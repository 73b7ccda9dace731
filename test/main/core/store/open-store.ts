import { onTestFinished } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { addMessage } from '../../../../main/core/store/parts.ts';
import { createSession } from '../../../../main/core/store/sessions.ts';
import { openStore, type Store } from '../../../../main/core/store/store.ts';

/** A store in a fresh data dir, closed when the test finishes. */
export function testStore(dataDir = tempDir()): Store {
  const store = openStore({ dataDir });
  onTestFinished(() => store.close());
  return store;
}

/** A store holding one session with one assistant message. */
export function storeWithMessage() {
  const store = testStore();
  const session = createSession(store, { cwd: '/home/ada/engine', model: 'claude-x' });
  const message = addMessage(store, session.id, 'assistant', 'claude-x');
  return { store, session, message };
}
