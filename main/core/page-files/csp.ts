/** The Content-Security-Policy of the renderer, its page connecting also to `connectTo`: nothing but our own bundled code. */
function policy(connectTo: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectTo].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of every page Deft serves in its own windows. */
export const contentSecurityPolicy = policy([]);

/** The same policy for a page served by `deft web`, which may also open its WebSocket to exactly `socketOrigin` (`ws://host:port`). */
export function contentSecurityPolicyWithSocket(socketOrigin: string): string {
  return policy([socketOrigin]);
}
