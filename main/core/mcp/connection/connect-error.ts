/** Why a server could not be connected; `needsAuth` when it answered 401 and no usable token was at hand. */
export class McpConnectError extends Error {
  readonly needsAuth: boolean;

  constructor(message: string, needsAuth = false) {
    super(message);
    this.name = 'McpConnectError';
    this.needsAuth = needsAuth;
  }
}

/** The HTTP status an SDK transport error carries (`StreamableHTTPError`, `SseError`), if any. */
export function httpStatusOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && code >= 100 && code < 600 ? code : undefined;
}
