import { parentPort } from 'node:worker_threads';
import { observeFiles, type ObserveRequest } from './file-reading.ts';

// The worker thread of a large sync: reads, hashes and chunks one batch of files per message, in order.
parentPort?.on('message', (request: ObserveRequest) => {
  parentPort?.postMessage(observeFiles(request));
});
