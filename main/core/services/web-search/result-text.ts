const maxSnippetChars = 500;

/** A snippet on one line, cut at a word near 500 characters. */
export function cleanSnippet(text: string | null | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= maxSnippetChars) return flat;
  const cut = flat.slice(0, maxSnippetChars);
  const space = cut.lastIndexOf(' ');
  return `${space > maxSnippetChars * 0.8 ? cut.slice(0, space) : cut}…`;
}

/** `YYYY-MM-DD` of a date as the backends write it (RFC 1123, ISO 8601); undefined when there is none or it cannot be read. */
export function resultDate(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const iso = /^\d{4}-\d{2}-\d{2}/.exec(text);
  if (iso) return iso[0];
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}
