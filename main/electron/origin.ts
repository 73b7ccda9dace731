/**
 * The origin of a URL as Deft compares them, or null when it does not parse. Node's URL gives the
 * opaque origin "null" to every non-special scheme (`app:`, `file:`), which would make them all equal.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === 'app:') return `app://${parsed.host}`;
  return parsed.origin === 'null' ? null : parsed.origin;
}
