export interface RepairedJson {
  text: string;
  /** What was changed, in words; empty when nothing was. */
  repairs: string[];
}

/**
 * Fixes the mistakes that have only one reading: a byte order mark or non-JSON whitespace around
 * the text, a Markdown code fence around it, and trailing commas before `}` or `]`. Each is
 * replaced by spaces rather than removed, so every other character keeps its line and column.
 */
export function repairJson(text: string): RepairedJson {
  const blanks: Array<[start: number, end: number]> = [];
  const repairs: string[] = [];
  const { start, end, strays, byteOrderMark, otherWhitespace } = surroundingWhitespace(text);
  for (const stray of strays) blanks.push([stray, stray + 1]);
  if (byteOrderMark) repairs.push('removed a byte order mark');
  if (otherWhitespace) repairs.push('removed surrounding whitespace');
  const fence = codeFence(text, start, end);
  if (fence) {
    blanks.push(fence.opening, fence.closing);
    repairs.push(`removed the ${fence.name} code fence around the JSON`);
  }
  const commas = trailingCommas(text);
  for (const comma of commas) blanks.push([comma, comma + 1]);
  if (commas.length > 0) repairs.push(commas.length === 1 ? 'removed a trailing comma' : `removed ${commas.length} trailing commas`);
  return { text: blankOut(text, blanks), repairs };
}

/** The whitespace around the text, and where in it are characters that JSON does not allow. */
function surroundingWhitespace(text: string) {
  let start = 0;
  while (start < text.length && isWhitespace(text[start])) start++;
  let end = text.length;
  while (end > start && isWhitespace(text[end - 1])) end--;
  const strays: number[] = [];
  let byteOrderMark = false;
  let otherWhitespace = false;
  const inspect = (index: number) => {
    const code = text.charCodeAt(index);
    if (isJsonWhitespace(code)) return;
    strays.push(index);
    if (code === 0xfeff) byteOrderMark = true;
    else otherWhitespace = true;
  };
  for (let index = 0; index < start; index++) inspect(index);
  for (let index = end; index < text.length; index++) inspect(index);
  return { start, end, strays, byteOrderMark, otherWhitespace };
}

/** A fence opening the text (```json or ```, then a line break or space) and closing it. */
function codeFence(text: string, start: number, end: number) {
  if (!text.startsWith('```', start) || end - start < 6 || text.slice(end - 3, end) !== '```') return null;
  const tagged = text.slice(start + 3, start + 7).toLowerCase() === 'json';
  const openingEnd = start + (tagged ? 7 : 3);
  if (openingEnd > end - 3 || !isWhitespace(text[openingEnd])) return null;
  return {
    name: tagged ? '```json' : '```',
    opening: [start, openingEnd] as [number, number],
    closing: [end - 3, end] as [number, number],
  };
}

/** Offsets of commas, outside strings, that follow a value and come right before `}` or `]`. */
function trailingCommas(text: string): number[] {
  const commas: number[] = [];
  let inString = false;
  let previous = '';
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index++;
      else if (character === '"') inString = false;
      continue;
    }
    if (isJsonWhitespace(text.charCodeAt(index))) continue;
    if (character === ',' && previous !== '' && !'[{,:'.includes(previous) && closesNext(text, index + 1)) {
      commas.push(index);
      continue;
    }
    if (character === '"') inString = true;
    previous = character;
  }
  return commas;
}

function closesNext(text: string, start: number): boolean {
  let index = start;
  while (index < text.length && isJsonWhitespace(text.charCodeAt(index))) index++;
  return text[index] === '}' || text[index] === ']';
}

function blankOut(text: string, blanks: ReadonlyArray<[number, number]>): string {
  if (blanks.length === 0) return text;
  const sorted = [...blanks].sort((a, b) => a[0] - b[0]);
  let result = '';
  let copied = 0;
  for (const [start, end] of sorted) {
    result += text.slice(copied, start) + ' '.repeat(end - start);
    copied = end;
  }
  return result + text.slice(copied);
}

function isWhitespace(character: string): boolean {
  return /[\s\u200b]/.test(character);
}

function isJsonWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}
