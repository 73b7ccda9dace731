import type { QueuedMessage } from '../../../shared/ipc/domains/chat.ts';
import type { Store } from './store.ts';

interface QueuedRow {
  position: number;
  id: string;
  prompt: string;
}

interface QueuedImageRow {
  message_position: number;
  media_type: NonNullable<QueuedMessage['images']>[number]['mediaType'];
  data: Buffer;
}

/** Replaces the session's stored queue by `messages`, in order, with their images. */
export function saveQueue(store: Store, sessionId: string, messages: readonly QueuedMessage[]): void {
  const insertMessage = store.statement('INSERT INTO queued_messages (session_id, position, id, prompt, delivery) VALUES (?, ?, ?, ?, ?)');
  const insertImage = store.statement('INSERT INTO queued_message_images (session_id, message_position, position, media_type, data) VALUES (?, ?, ?, ?, ?)');
  store.db.transaction(() => {
    store.statement('DELETE FROM queued_messages WHERE session_id = ?').run(sessionId);
    messages.forEach((message, position) => {
      insertMessage.run(sessionId, position, message.id, message.prompt, message.delivery);
      message.images?.forEach((image, index) => insertImage.run(sessionId, position, index, image.mediaType, Buffer.from(image.data, 'base64')));
    });
  })();
}

/**
 * The session's stored queue, in order, with each message's images. It is read while the session
 * is not open, when no turn runs to take a "send now" message: such a one waits for the next
 * prompt like the others.
 */
export function loadQueue(store: Store, sessionId: string): QueuedMessage[] {
  const rows = store.statement<QueuedRow>('SELECT position, id, prompt FROM queued_messages WHERE session_id = ? ORDER BY position').all(sessionId);
  const images = store
    .statement<QueuedImageRow>('SELECT message_position, media_type, data FROM queued_message_images WHERE session_id = ? ORDER BY message_position, position')
    .all(sessionId);
  return rows.map((row) => {
    const own = images.filter((image) => image.message_position === row.position).map((image) => ({ mediaType: image.media_type, data: image.data.toString('base64') }));
    return { id: row.id, prompt: row.prompt, ...(own.length > 0 && { images: own }), delivery: 'after_turn' as const };
  });
}
