/** Collects chunks and hands them on together about every `intervalMs`. */
export function createBatcher(deliver: (data: Buffer) => void, intervalMs = 16) {
  let chunks: Buffer[] = [];
  let timer: NodeJS.Timeout | undefined;
  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (chunks.length === 0) return;
    const data = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    chunks = [];
    deliver(data);
  }
  return {
    push(chunk: Buffer) {
      chunks.push(chunk);
      timer ??= setTimeout(flush, intervalMs);
    },
    flush,
  };
}
