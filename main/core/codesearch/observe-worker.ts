import { answerRequests } from '../common/workers/requests.ts';
import { observe } from './file-reading.ts';
import type { ObserveRequest } from './observers.ts';

/** A worker thread that reads a batch of files and makes their rows (`observers.ts`), while the index writes the batch before. */
answerRequests(({ projectDir, files, maxBytes, now }: ObserveRequest) => files.map(({ path, known }) => observe(projectDir, path, known, maxBytes, now)));
