/** A last screen line that asks something: ends in `?` or `:`, offers `[y/N]`, or asks for a password. */
const promptLine = /(?:[?:]|\[[yn]\/[yn]\]|\([yn]\/[yn]\))$|password|passphrase/i;

/** Whether the screen, as rendered, ends in what looks like a prompt. */
export function looksLikePrompt(screen: string): boolean {
  const lines = screen.trimEnd().split('\n');
  return promptLine.test(lines[lines.length - 1].trimEnd());
}
