/** Only absolute http(s) URLs that parse, without credentials, may leave the app for the browser. */
export function isSafeExternalUrl(candidate: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '';
}

export interface ExternalOpener {
  openExternal(url: string): Promise<void>;
}

/** Opens a checked URL in the default browser; anything else is dropped. Returns whether it was opened. */
export function openExternalSafely(shell: ExternalOpener, candidate: string): boolean {
  if (!isSafeExternalUrl(candidate)) return false;
  void shell.openExternal(new URL(candidate).href);
  return true;
}
