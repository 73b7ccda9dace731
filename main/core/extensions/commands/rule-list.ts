/**
 * An `allowed-tools` value as permission rules: a YAML list as it is, or a string split on the commas
 * and spaces outside parentheses — commands write `Bash(git add:*), Bash(git status:*)`, skills
 * `Bash(git add *) Bash(git commit *)`.
 */
export function ruleList(value: string | readonly string[] | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  const items = typeof value === 'string' ? splitOutsideParentheses(value) : value;
  return items.map((item) => item.trim()).filter(Boolean);
}

function splitOutsideParentheses(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === ',' || /\s/.test(char))) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items;
}
