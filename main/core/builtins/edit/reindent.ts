/**
 * When the model's old_string was found at other indentation (shifted, or with another indent
 * width), its new_string is moved the same way, so the new lines sit where the old ones did.
 * `found` is the matched text line for line beside `target`; otherwise the replacement is kept as is.
 */
export function reindent(replacement: string, target: string, found: string): string {
  const pairs = indentPairs(target.split('\n'), found.split('\n'));
  if (!pairs || pairs.every(([wrong, actual]) => wrong === actual)) return replacement;
  const convert = shiftOf(pairs) ?? scaleOf(pairs) ?? mapOf(pairs);
  return replacement
    .split('\n')
    .map((line) => {
      if (line.trim() === '') return line;
      const indent = indentOf(line);
      const converted = convert(indent);
      return converted === undefined ? line : converted + line.slice(indent.length);
    })
    .join('\n');
}

type Convert = (indent: string) => string | undefined;

/** Target indent → found indent for each non-blank line; undefined when the lines do not pair up or disagree. */
function indentPairs(targetLines: readonly string[], foundLines: readonly string[]): Array<[string, string]> | undefined {
  if (targetLines.length !== foundLines.length) return undefined;
  const pairs = new Map<string, string>();
  for (const [index, line] of targetLines.entries()) {
    if (line.trim() === '' || foundLines[index].trim() === '') continue;
    const wrong = indentOf(line);
    const actual = indentOf(foundLines[index]);
    if (pairs.has(wrong) && pairs.get(wrong) !== actual) return undefined;
    pairs.set(wrong, actual);
  }
  return [...pairs];
}

/** Every line moved by the same amount of the same character. */
function shiftOf(pairs: ReadonlyArray<[string, string]>): Convert | undefined {
  const unit = indentCharacter(pairs);
  const shift = pairs[0][1].length - pairs[0][0].length;
  if (!pairs.every(([wrong, actual]) => actual.length - wrong.length === shift)) return undefined;
  return (indent) => (indent.length + shift < 0 ? undefined : unit.repeat(indent.length + shift));
}

/** Another indent width: every indent multiplied by the same factor. */
function scaleOf(pairs: ReadonlyArray<[string, string]>): Convert | undefined {
  const unit = indentCharacter(pairs);
  const scaled = pairs.find(([wrong]) => wrong.length > 0);
  if (!scaled) return undefined;
  const factor = scaled[1].length / scaled[0].length;
  if (!pairs.every(([wrong, actual]) => actual.length === wrong.length * factor)) return undefined;
  return (indent) => (Number.isInteger(indent.length * factor) ? unit.repeat(indent.length * factor) : undefined);
}

function mapOf(pairs: ReadonlyArray<[string, string]>): Convert {
  const map = new Map(pairs);
  return (indent) => map.get(indent);
}

function indentCharacter(pairs: ReadonlyArray<[string, string]>): string {
  return pairs.some(([, actual]) => actual.includes('\t')) ? '\t' : ' ';
}

function indentOf(line: string): string {
  return /^[ \t]*/.exec(line)![0];
}
