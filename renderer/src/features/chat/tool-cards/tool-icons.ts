/** A glyph per kind of tool for the card's row; decoration only, the tool's name says the same. */
const icons: Array<[RegExp, string]> = [
  [/^Bash/, '$'],
  [/^(Read|NotebookRead|LS)$/, '≡'],
  [/^(Edit|Write|MultiEdit|ApplyPatch|Insert|NotebookEdit)$/, '✎'],
  [/^(Grep|Glob|CodeSearch|ToolSearch)$/, '⌕'],
  [/^Web/, '◍'],
  [/^Location$/, '⌖'],
  [/^Task$/, '◇'],
  [/^Todo/, '☑'],
  [/^Git/, '±'],
];

export function toolIcon(toolName: string): string {
  return icons.find(([pattern]) => pattern.test(toolName))?.[1] ?? '•';
}
