import type { Store } from './store.ts';
import type { MessageImage } from './types.ts';

interface ImageRow {
  message_id: string;
  media_type: MessageImage['mediaType'];
  data: Buffer;
}

/** Keeps the images of a prompt with its message, in the order they were given. */
export function addImages(store: Store, sessionId: string, messageId: string, images: readonly MessageImage[]): void {
  const insert = store.statement('INSERT INTO message_images (message_id, session_id, position, media_type, data) VALUES (?, ?, ?, ?, ?)');
  images.forEach((image, position) => insert.run(messageId, sessionId, position, image.mediaType, Buffer.from(image.data, 'base64')));
}

/** The images of a session's messages from `firstId` to `lastId`, by message. */
export function imagesBetween(store: Store, sessionId: string, firstId: string, lastId: string): Map<string, MessageImage[]> {
  const rows = store
    .statement<ImageRow>(
      `SELECT message_id, media_type, data FROM message_images
       WHERE session_id = ? AND message_id >= ? AND message_id <= ? ORDER BY message_id, position`,
    )
    .all(sessionId, firstId, lastId);
  const byMessage = new Map<string, MessageImage[]>();
  for (const row of rows) {
    const images = byMessage.get(row.message_id) ?? [];
    images.push({ mediaType: row.media_type, data: row.data.toString('base64') });
    byMessage.set(row.message_id, images);
  }
  return byMessage;
}
