import type { IpcResult } from '../../../shared/ipc/result.ts';

/** The data of a successful answer; a failed one throws its message. */
export function unwrap<T>(result: IpcResult<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}
