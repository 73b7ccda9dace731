import { describe, expect, it } from 'vitest';
import { OutputCapture } from '../../../../main/core/pty/capture.ts';

describe('OutputCapture', () => {
  it('keeps everything while it fits, and reads from an offset', () => {
    const capture = new OutputCapture({ headBytes: 4, tailBytes: 4 });
    capture.append(Buffer.from('abc'));
    capture.append(Buffer.from('def'));
    const all = capture.since(0);
    expect(Buffer.concat([all.head, all.tail]).toString()).toBe('abcdef');
    expect(all.droppedBytes).toBe(0);
    const later = capture.since(5);
    expect(Buffer.concat([later.head, later.tail]).toString()).toBe('f');
  });

  it('drops the middle of a long stream and says how much', () => {
    const capture = new OutputCapture({ headBytes: 4, tailBytes: 4 });
    for (const chunk of ['0123', '4567', '89ab', 'cdef']) capture.append(Buffer.from(chunk));
    const all = capture.since(0);
    expect(all.head.toString()).toBe('0123');
    expect(all.tail.toString()).toBe('cdef');
    expect(all.droppedBytes).toBe(8);
    expect(capture.last(2).toString()).toBe('ef');
    expect(capture.total).toBe(16);
  });
});
