import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExtensionSource } from '../commands/source.ts';
import { readText } from '../../common/files/read-folder.ts';
import type { Result } from '../../common/result.ts';
import { parseSkillFile } from './parse-skill-file.ts';
import type { SkillDefinition, SkillLoad } from './types.ts';

/**
 * The skills of the sources, given lowest precedence first: `<dir>/<name>/SKILL.md` of each folder;
 * a later folder's skill replaces an earlier one's of the same name. A file that cannot be used is
 * reported and skipped; the others still load.
 */
export async function loadSkills(sources: readonly ExtensionSource[]): Promise<SkillLoad> {
  const skills = new Map<string, SkillDefinition>();
  const problems: string[] = [];
  for (const source of sources) {
    const folders = await skillFolders(source.dir, problems);
    const results = await Promise.all(folders.map((folderName) => readSkillFile(source, folderName, problems)));
    for (const parsed of results) {
      if (parsed?.ok) skills.set(parsed.value.name, parsed.value);
      else if (parsed) problems.push(...parsed.error);
    }
  }
  return { skills: [...skills.values()].sort((a, b) => a.name.localeCompare(b.name)), problems };
}

async function readSkillFile(source: ExtensionSource, folderName: string, problems: string[]): Promise<Result<SkillDefinition, string[]> | undefined> {
  const dir = join(source.dir, folderName);
  const file = join(dir, 'SKILL.md');
  const text = await readText(file, problems);
  return text === undefined ? undefined : parseSkillFile({ text, file, dir, folderName, source });
}

/** The sub-folders of `dir` that hold a `SKILL.md`, sorted. */
async function skillFolders(dir: string, problems: string[]): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    const folders = entries.filter((entry) => entry.isDirectory() || entry.isSymbolicLink()).map((entry) => entry.name);
    const withSkill = await Promise.all(folders.map(async (name) => ((await readdir(join(dir, name)).catch((): string[] => [])).includes('SKILL.md') ? name : undefined)));
    return withSkill.filter((name) => name !== undefined).sort();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') problems.push(`${dir}: the skills folder cannot be read (${code ?? String(error)}).`);
    return [];
  }
}
