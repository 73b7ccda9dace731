const longestWaitMs = 10_000;

/**
 * After the page's socket to `deft web` closes: tries the same address again, waiting twice as
 * long each time (up to 10 s), and reloads the page once the server takes the socket, so the page
 * fetches again everything it missed. A server started anew has a new token and never takes it.
 */
export function reloadWhenBack(url: string, reload: () => void, waitMs = 500): void {
  setTimeout(() => {
    const probe = new WebSocket(url);
    probe.addEventListener('open', () => {
      probe.close();
      reload();
    });
    probe.addEventListener('error', () => reloadWhenBack(url, reload, Math.min(waitMs * 2, longestWaitMs)));
  }, waitMs);
}
