import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPart } from '../../../../main/core/store/parts.ts';
import { createTextWriter } from '../../../../main/core/store/text-writer.ts';
import { storeWithMessage } from './open-store.ts';

describe('the batched text writer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the deltas of one batch period in one write, then appends the next batches to the same part', () => {
    vi.useFakeTimers();
    const { store, session, message } = storeWithMessage();
    const writes = vi.spyOn(store, 'statement');
    const writer = createTextWriter(store, { sessionId: session.id, messageId: message.id, batchMs: 100 });
    writer.append('Hel');
    writer.append('lo');
    expect(writer.partId).toBeUndefined();
    vi.advanceTimersByTime(99);
    expect(writer.partId).toBeUndefined();
    vi.advanceTimersByTime(1);
    const partId = writer.partId as string;
    expect(getPart(store, partId)?.text).toBe('Hello');
    const afterFirst = writes.mock.calls.length;
    writer.append(', ');
    writer.append('world');
    vi.advanceTimersByTime(100);
    expect(writes.mock.calls.length - afterFirst).toBe(1);
    expect(getPart(store, partId)?.text).toBe('Hello, world');
  });

  it('flushes on demand and on close, writes nothing for an empty batch, and refuses text after close', () => {
    const { store, session, message } = storeWithMessage();
    const writer = createTextWriter(store, { sessionId: session.id, messageId: message.id, kind: 'reasoning' });
    writer.flush();
    expect(writer.partId).toBeUndefined();
    writer.append('thinking');
    writer.flush();
    expect(getPart(store, writer.partId as string)).toMatchObject({ kind: 'reasoning', text: 'thinking' });
    writer.append(' more');
    writer.close();
    expect(getPart(store, writer.partId as string)?.text).toBe('thinking more');
    expect(() => writer.append('late')).toThrow(/closed/);
  });
});
