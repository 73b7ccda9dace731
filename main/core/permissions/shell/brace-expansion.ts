/** How many words one brace expansion may produce before the rest is ignored. */
const MAX_RESULTS = 256;

/** Bash brace expansion of one word: "a{b,c}d" gives abd and acd, "x{1..3}" gives x1 x2 x3. */
export function expandBraces(word: string): string[] {
  const results: string[] = [];
  const expand = (text: string): void => {
    if (results.length >= MAX_RESULTS) return;
    const brace = firstBrace(text);
    if (!brace) {
      results.push(text);
      return;
    }
    for (const alternative of brace.alternatives) expand(text.slice(0, brace.open) + alternative + text.slice(brace.close + 1));
  };
  expand(word);
  return results;
}

function firstBrace(text: string): { open: number; close: number; alternatives: string[] } | undefined {
  for (let open = text.indexOf('{'); open >= 0; open = text.indexOf('{', open + 1)) {
    let depth = 0;
    const commas: number[] = [];
    for (let i = open; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === ',' && depth === 1) commas.push(i);
      else if (text[i] === '}' && --depth === 0) {
        const alternatives = commas.length > 0 ? split(text, open, commas, i) : sequence(text.slice(open + 1, i));
        if (alternatives) return { open, close: i, alternatives };
        break;
      }
    }
  }
  return undefined;
}

function split(text: string, open: number, commas: readonly number[], close: number): string[] {
  const bounds = [open, ...commas, close];
  return bounds.slice(1).map((end, i) => text.slice(bounds[i] + 1, end));
}

/** `{1..5}`, `{10..0..2}`, `{a..e}`. */
function sequence(body: string): string[] | undefined {
  const numeric = /^(-?\d+)\.\.(-?\d+)(?:\.\.(-?\d+))?$/.exec(body);
  const match = numeric ?? /^([a-zA-Z])\.\.([a-zA-Z])$/.exec(body);
  if (!match) return undefined;
  const toNumber = (text: string): number => (numeric ? Number(text) : text.charCodeAt(0));
  const toText = (value: number): string => (numeric ? String(value) : String.fromCharCode(value));
  const from = toNumber(match[1]);
  const to = toNumber(match[2]);
  const step = (from <= to ? 1 : -1) * Math.max(1, Math.abs(Number(match[3] ?? 1)));
  const values: string[] = [];
  for (let value = from; (step > 0 ? value <= to : value >= to) && values.length < MAX_RESULTS; value += step) {
    values.push(toText(value));
  }
  return values;
}
