/**
 * A `tools` field as a list of names: YAML's list as it is, or a comma-separated string split on
 * the commas that are not inside parentheses (`Read, Agent(explore, planner)` is two entries).
 * `*` means every tool, which is what an absent list means too.
 */
export function toolList(value: string | readonly string[]): string[] | undefined {
  const items = typeof value === 'string' ? splitOutsideParentheses(value) : value;
  const names = items.map((item) => item.trim()).filter(Boolean);
  return names.length === 1 && names[0] === '*' ? undefined : names;
}

function splitOutsideParentheses(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      items.push(text.slice(start, index));
      start = index + 1;
    }
  }
  items.push(text.slice(start));
  return items;
}
