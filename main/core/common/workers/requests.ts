import { parentPort, Worker, type Transferable } from 'node:worker_threads';

/** A worker thread that answers requests, one message each way. */
export interface RequestWorker<Request, Answer> {
  /** Sends a request (its `transfer` list moved, not copied); the answer or the worker's error comes back. */
  request(body: Request, transfer?: readonly Transferable[]): Promise<Answer>;
  /** Stops the worker; requests still waiting are refused. */
  close(): Promise<void>;
}

type Reply<Answer> = { id: number; ok: true; body: Answer } | { id: number; ok: false; message: string; stack?: string };

/**
 * Starts the worker at `path` (an entry that calls `answerRequests`; see `?modulePath` in
 * docs/ARCHITECTURE.md for how its file is found from the sources and in a build). The worker
 * keeps the process alive only while a request waits for its answer.
 */
export function startRequestWorker<Request, Answer>(path: string): RequestWorker<Request, Answer> {
  const worker = new Worker(path);
  worker.unref();
  const waiting = new Map<number, { resolve(answer: Answer): void; reject(error: Error): void }>();
  let nextId = 0;
  let failure: Error | undefined;

  const refuseAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
  };
  worker.on('message', (reply: Reply<Answer>) => {
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    if (reply.ok) return pending.resolve(reply.body);
    const error = new Error(reply.message);
    if (reply.stack) error.stack = reply.stack;
    pending.reject(error);
  });
  worker.on('error', refuseAll);
  worker.on('exit', (code) => refuseAll(new Error(`The worker ${path} stopped (exit code ${code}).`)));

  return {
    request(body, transfer = []) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise<Answer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, body }, transfer);
      });
    },
    async close() {
      refuseAll(new Error('The worker was closed.'));
      await worker.terminate();
    },
  };
}

/** The worker's side: answers each request with `handle`'s result, or its error. */
export function answerRequests<Request, Answer>(handle: (body: Request) => Answer | Promise<Answer>, transferOf: (answer: Answer) => readonly Transferable[] = () => []): void {
  if (!parentPort) throw new Error('answerRequests runs in a worker thread only.');
  const port = parentPort;
  port.on('message', async ({ id, body }: { id: number; body: Request }) => {
    try {
      const answer = await handle(body);
      port.postMessage({ id, ok: true, body: answer } satisfies Reply<Answer>, transferOf(answer));
    } catch (error) {
      const { message, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
      port.postMessage({ id, ok: false, message, stack } satisfies Reply<Answer>);
    }
  });
}
