import { Worker } from 'node:worker_threads';
import { observeFiles, type Observation, type ObserveRequest } from './file-reading.ts';
import workerPath from './prepare-worker.ts?modulePath';

/** Looks at batches of files; `parallel` is how many batches it works on at once. */
export interface BatchObserver {
  readonly parallel: number;
  observe(request: ObserveRequest): Promise<Observation[]>;
  close(): void;
}

/** Looks at each batch on this thread, at once. */
export const observeOnThisThread: BatchObserver = {
  parallel: 1,
  observe: (request) => Promise.resolve(observeFiles(request)),
  close: () => {},
};

/**
 * Looks at batches in `threads` worker threads, taking turns, so that reading, hashing and chunking
 * the next batches run while this thread writes the last one into SQLite. `close` ends the threads.
 */
export function observeInWorkers(threads: number): BatchObserver {
  const workers = Array.from({ length: threads }, workerThread);
  let turn = 0;
  return {
    parallel: threads,
    observe: (request) => workers[turn++ % threads].observe(request),
    close: () => workers.forEach((worker) => worker.close()),
  };
}

/** One worker thread; it answers its batches in the order they were sent. */
function workerThread(): Omit<BatchObserver, 'parallel'> {
  // No flags of this process (module hooks, loaders): the thread needs none, and each would cost it a start-up.
  const worker = new Worker(workerPath, { execArgv: [] });
  const waiting: Array<{ resolve(observations: Observation[]): void; reject(error: Error): void }> = [];
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    for (const request of waiting.splice(0)) request.reject(failure);
  };
  worker.on('message', (observations: Observation[]) => waiting.shift()?.resolve(observations));
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`A code search worker thread ended (exit code ${code}).`)));
  return {
    observe(request) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        worker.postMessage(request);
      });
    },
    close() {
      void worker.terminate();
    },
  };
}
