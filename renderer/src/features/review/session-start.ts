import { unwrap } from '../../app/ipc-result.ts';
import { deft } from '../../deft.ts';

/** The id of a session's first user message, paging back to its start; undefined for a session with none. */
export async function firstUserMessageId(sessionId: string): Promise<string | undefined> {
  let before: string | undefined;
  let first: string | undefined;
  do {
    const page = unwrap(await deft().sessions.load({ id: sessionId, ...(before && { before }) }));
    first = page.messages.find((message) => message.role === 'user')?.id ?? first;
    before = page.olderThan;
  } while (before);
  return first;
}
