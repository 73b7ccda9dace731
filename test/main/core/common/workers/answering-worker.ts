import { answerRequests } from '../../../../../main/core/common/workers/requests.ts';

/** The worker the request tests start: doubles a number, fails on a negative one, and leaves on `exit`. */
answerRequests((body: number | 'exit') => {
  if (body === 'exit') process.exit(3);
  if (body < 0) throw new Error(`cannot double ${body}`);
  return body * 2;
});
