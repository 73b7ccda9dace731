import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { loadSession } from '../../../../main/core/store/load.ts';
import { addMessage, appendPart } from '../../../../main/core/store/parts.ts';
import { createSession } from '../../../../main/core/store/sessions.ts';
import { connect, openStore } from '../../../../main/core/store/store.ts';

function twoConnections() {
  const dataDir = tempDir();
  const writer = openStore({ dataDir });
  const reader = connect({ dataDir, busyTimeoutMs: 0 });
  const session = createSession(writer, { cwd: dataDir });
  const message = addMessage(writer, session.id, 'assistant');
  appendPart(writer, session.id, message.id, 'text', { text: 'committed' });
  const texts = () => loadSession(reader, session.id)?.messages[0].parts.map((p) => p.text);
  return { writer, reader, session, message, texts, close: () => (writer.close(), reader.close()) };
}

describe('two connections (WAL)', () => {
  it('a reader is not blocked by an open write transaction and sees only committed data', () => {
    const { writer, session, message, texts, close } = twoConnections();
    try {
      writer.db.exec('BEGIN IMMEDIATE');
      appendPart(writer, session.id, message.id, 'text', { text: 'in flight' });
      expect(texts()).toEqual(['committed']);
      writer.db.exec('COMMIT');
      expect(texts()).toEqual(['committed', 'in flight']);
    } finally {
      close();
    }
  });

  it('a reader keeps a consistent snapshot for its whole read transaction while the writer commits', () => {
    const { writer, reader, session, message, texts, close } = twoConnections();
    try {
      reader.db.exec('BEGIN');
      expect(texts()).toEqual(['committed']);
      for (let i = 0; i < 100; i++) appendPart(writer, session.id, message.id, 'text', { text: `write ${i}` });
      expect(texts()).toEqual(['committed']);
      reader.db.exec('COMMIT');
      expect(texts()).toHaveLength(101);
    } finally {
      close();
    }
  });
});
