import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { parseJsonc } from '../../common/files/jsonc.ts';
import { lazy } from '../../common/lazy.ts';
import type { Result } from '../../common/result.ts';

/** Claude Code's `.claude-plugin/plugin.json`; keys Deft does not use (homepage, license, lspServers…) are kept. Made at the first manifest read. */
export const pluginManifest = lazy(() => {
  const paths = z.union([z.string(), z.array(z.string())], 'must be a path or a list of paths, relative to the plugin folder');
  const pathsOrInline = z.union([z.string(), z.array(z.string()), z.record(z.string(), z.unknown())], 'must be a path, a list of paths, or an object');
  return z.looseObject({
    name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'letters, digits, ".", "_" and "-", without spaces or ":"'),
    version: z.string().optional(),
    description: z.string().optional(),
    author: z.union([z.string(), z.looseObject({ name: z.string() })], 'must be a name or {"name": "..."}').optional(),
    commands: paths.optional(),
    agents: paths.optional(),
    skills: paths.optional(),
    hooks: pathsOrInline.optional(),
    mcpServers: pathsOrInline.optional(),
  });
});
export type PluginManifest = z.output<ReturnType<typeof pluginManifest>>;

export const manifestPath = (root: string) => join(root, '.claude-plugin', 'plugin.json');

/** Reads and checks a plugin's manifest; a problem names the file and each bad field. */
export async function readManifest(root: string): Promise<Result<{ manifest: PluginManifest; file: string }>> {
  const file = manifestPath(root);
  const json = await readJsonFile(file);
  if (!json.ok) return { ok: false, error: json.error.problem };
  const parsed = pluginManifest().safeParse(json.value);
  if (parsed.success) return { ok: true, value: { manifest: parsed.data, file } };
  const fields = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`);
  return { ok: false, error: `${file}: ${fields.join('; ')}` };
}

/** A JSON file (comments and trailing commas allowed), or a problem naming it and, for bad JSON, the line and column. */
export async function readJsonFile(file: string): Promise<Result<unknown, { problem: string; missing?: true }>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, error: { problem: `${file}: not found`, missing: true } };
    return { ok: false, error: { problem: `${file}: cannot be read (${code ?? String(error)})` } };
  }
  const parsed = parseJsonc(text.replace(/^\uFEFF/, ''));
  if (parsed.ok) return { ok: true, value: parsed.value };
  const before = text.slice(0, parsed.error.offset).split('\n');
  return { ok: false, error: { problem: `${file}:${before.length}:${before.at(-1)!.length + 1}: not valid JSON: ${parsed.error.reason}` } };
}
