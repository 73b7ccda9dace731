import { availableParallelism } from 'node:os';
import { startRequestWorker, type RequestWorker } from '../common/workers/requests.ts';
import { observe, type FileRecord, type Observation } from './file-reading.ts';
import observeWorkerPath from './observe-worker.ts?modulePath';

/** One batch of files to look at, as the observe worker takes it. */
export interface ObserveRequest {
  projectDir: string;
  files: Array<{ path: string; known: FileRecord | undefined }>;
  maxBytes: number;
  now: number;
}

/** Looks at batches of files: in this thread, or in worker threads while this one writes the batches before. */
export interface Observer {
  observe(request: ObserveRequest): Promise<Observation[]>;
  close(): Promise<void>;
}

export const inThisThread: Observer = {
  observe: async ({ projectDir, files, maxBytes, now }) => files.map(({ path, known }) => observe(projectDir, path, known, maxBytes, now)),
  close: async () => {},
};

/**
 * Worker threads taking the batches in turn, started now and stopped by `close`: one a core beside
 * this thread's, which writes (one at least, four at most).
 */
export function inWorkers(): Observer {
  const count = Math.max(1, Math.min(4, availableParallelism() - 1));
  const workers: Array<RequestWorker<ObserveRequest, Observation[]>> = Array.from({ length: count }, () => startRequestWorker(observeWorkerPath));
  let next = 0;
  return {
    observe: (request) => workers[next++ % workers.length].request(request),
    close: async () => void (await Promise.all(workers.map((worker) => worker.close()))),
  };
}
