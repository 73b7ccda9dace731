/** `--allowed-tools 'Bash(npm test:*)'` for each rule, quoted so any rule text survives the shell. */
export function allowedToolsFlags(rules: readonly string[]): string {
  return rules.map((rule) => `--allowed-tools '${rule.replaceAll("'", `'\\''`)}'`).join(' ');
}
