import { errorMessage } from '../../common/errors.ts';
const networkReasons: Record<string, string> = {
  ENOTFOUND: 'the host name was not found',
  EAI_AGAIN: 'the host name could not be looked up',
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  ETIMEDOUT: 'the connection timed out',
  UND_ERR_SOCKET: 'the connection was closed',
};

/** Why a connection failed, in words, from the error's code (its cause's, for fetch). */
export function networkReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') {
    if (networkReasons[code]) return networkReasons[code];
    if (code.includes('CERT') || code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL')) return `the TLS certificate was not accepted: ${code}`;
    return code;
  }
  return errorMessage(cause);
}
