import type { IpcResult } from '../../../shared/ipc/result.ts';

/** The data of a successful answer; a failed one throws its message. */
export function unwrap<T>(result: IpcResult<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/** The message of what a call threw (an `unwrap`ped failure or any other error), to show to the person. */
export function failureMessage(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}
