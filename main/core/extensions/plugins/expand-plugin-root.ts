/** `value` with `${CLAUDE_PLUGIN_ROOT}` and `$CLAUDE_PLUGIN_ROOT` in every string replaced by `root`. */
export function expandPluginRoot(value: unknown, root: string): unknown {
  if (typeof value === 'string') return value.replace(/\$\{CLAUDE_PLUGIN_ROOT\}|\$CLAUDE_PLUGIN_ROOT\b/g, () => root);
  if (Array.isArray(value)) return value.map((item) => expandPluginRoot(item, root));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expandPluginRoot(item, root)]));
  }
  return value;
}
