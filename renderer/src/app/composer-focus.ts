/** The id of the prompt box the main window shows (the open session's, or the one that starts a session); there is one at a time. */
export const composerId = 'composer-prompt';

/** Puts the focus in the prompt box; answers whether there was one. */
export function focusComposer(): boolean {
  const box = document.getElementById(composerId);
  box?.focus();
  return box !== null;
}
