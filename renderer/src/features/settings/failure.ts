import type { IpcResult } from '../../../../shared/ipc/result.ts';

/** Why something did not work: the text main answered, or one of our own messages by its key. */
export type Failure = { text: string } | { key: string; params?: Record<string, string> };

export type Outcome<T> = { ok: true; data: T } | { ok: false; failure: Failure };

/** The request's answer with its error, if any, turned into a failure to show next to the field. */
export async function outcomeOf<T>(request: Promise<IpcResult<T>>): Promise<Outcome<T>> {
  const result = await request;
  return result.ok ? result : { ok: false, failure: { text: result.error.message } };
}
