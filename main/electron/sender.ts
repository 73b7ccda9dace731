export interface SenderFacts {
  /** URL of the frame that sent the message, or null when the frame is gone. */
  frameUrl: string | null;
  isMainFrame: boolean;
  /** Whether the sending web contents belongs to a window Deft created. */
  knownWindow: boolean;
}

/** IPC is answered only for the main frame of one of our windows showing one of our origins. */
export function isTrustedSender(sender: SenderFacts, trustedOrigins: readonly string[]): boolean {
  if (!sender.knownWindow || !sender.isMainFrame || sender.frameUrl === null) return false;
  let origin: string;
  try {
    const url = new URL(sender.frameUrl);
    origin = url.protocol === 'app:' ? `app://${url.host}` : url.origin;
  } catch {
    return false;
  }
  return trustedOrigins.includes(origin);
}
