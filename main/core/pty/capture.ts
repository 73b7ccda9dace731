/** A part of a command's output: raw terminal bytes, and how many bytes before it were not kept. */
export interface CapturedOutput {
  head: Buffer;
  /** Bytes between head and tail that were dropped to bound memory. */
  droppedBytes: number;
  tail: Buffer;
}

export interface CaptureLimits {
  headBytes: number;
  tailBytes: number;
}

export const defaultCaptureLimits: CaptureLimits = { headBytes: 512 * 1024, tailBytes: 512 * 1024 };

/**
 * Keeps a bounded view of a stream: its first `headBytes` and its last `tailBytes`, with absolute
 * offsets so a reader can ask for what came after a point it has already seen.
 */
export class OutputCapture {
  total = 0;
  private readonly limits: CaptureLimits;
  private readonly headChunks: Buffer[] = [];
  private headSize = 0;
  private tailChunks: Buffer[] = [];
  private tailSize = 0;

  constructor(limits: CaptureLimits = defaultCaptureLimits) {
    this.limits = limits;
  }

  append(chunk: Buffer): void {
    this.total += chunk.length;
    let rest = chunk;
    if (this.headSize < this.limits.headBytes) {
      const taken = rest.subarray(0, this.limits.headBytes - this.headSize);
      this.headChunks.push(taken);
      this.headSize += taken.length;
      rest = rest.subarray(taken.length);
      if (rest.length === 0) return;
    }
    this.tailChunks.push(rest);
    this.tailSize += rest.length;
    while (this.tailChunks.length > 1 && this.tailSize - this.tailChunks[0].length >= this.limits.tailBytes) {
      this.tailSize -= this.tailChunks.shift()!.length;
    }
  }

  /** Everything kept from `offset` on. */
  since(offset: number): CapturedOutput {
    const tailStart = this.total - this.tailSize;
    const head = offset < this.headSize ? Buffer.concat(this.headChunks).subarray(offset) : Buffer.alloc(0);
    const tailAll = Buffer.concat(this.tailChunks);
    const tail = offset > tailStart ? tailAll.subarray(offset - tailStart) : tailAll;
    const droppedBytes = Math.max(0, tailStart - Math.max(offset, this.headSize));
    return { head, droppedBytes, tail };
  }

  /** The last `bytes` bytes kept. */
  last(bytes: number): Buffer {
    const all = this.since(Math.max(0, this.total - bytes));
    return Buffer.concat([all.head, all.tail]);
  }
}
