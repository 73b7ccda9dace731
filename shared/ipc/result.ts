export const errorCodes = ['unknown_channel', 'invalid_input', 'forbidden', 'internal'] as const;
export type IpcErrorCode = (typeof errorCodes)[number];

export interface IpcError {
  code: IpcErrorCode;
  message: string;
}

/** Every request resolves to one of these; nothing is thrown across the process boundary. */
export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: IpcError };

export function ok<T>(data: T): IpcResult<T> {
  return { ok: true, data };
}

export function fail(code: IpcErrorCode, message: string): IpcResult<never> {
  return { ok: false, error: { code, message } };
}
