const inputFields = ['command', 'file_path', 'path', 'pattern', 'url', 'query', 'location', 'skill', 'description', 'prompt', 'notebook_path'];

/** A call's input before it is validated can still be its JSON text. */
const parsedOrText = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(1);
  }
};

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** A one-line summary of a tool call's input: its most telling field, else its JSON. */
export function summarizeInput(input: unknown, max = 120): string {
  if (typeof input === 'string' && input.startsWith('{')) return summarizeInput(parsedOrText(input), max);
  if (typeof input !== 'object' || input === null) return input === undefined ? '' : oneLine(String(input), max);
  const record = input as Record<string, unknown>;
  const field = inputFields.find((name) => typeof record[name] === 'string' && record[name] !== '');
  if (field) return oneLine(record[field] as string, max);
  return oneLine(JSON.stringify(input), max);
}

/** The text of a result's content blocks (images are left out). */
export function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (!Array.isArray(output)) return '';
  return output
    .map((block: unknown) =>
      typeof block === 'object' && block !== null && (block as { type?: unknown }).type === 'text' ? String((block as { text?: unknown }).text ?? '') : '',
    )
    .filter(Boolean)
    .join('\n');
}

/** A call's time; whole milliseconds first, so the live card (exact) and the stored one (rounded) agree. */
export function formatDuration(exact: number): string {
  const ms = Math.round(exact);
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}
