import { parentPort } from 'node:worker_threads';
import { observeFiles } from './file-reading.ts';
import type { ObserveRequest } from './observer.ts';

// The worker thread of a large sync: reads, hashes and chunks one batch of files per message, in order.
parentPort?.on('message', ({ projectDir, files, maxBytes, now }: ObserveRequest) => {
  parentPort?.postMessage(observeFiles(projectDir, files, maxBytes, now));
});
