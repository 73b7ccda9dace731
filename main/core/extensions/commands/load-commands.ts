import { basename, dirname, relative, sep } from 'node:path';
import { parseCommandFile } from './parse-command-file.ts';
import { filesUnder, readText } from '../../common/files/read-folder.ts';
import type { Result } from '../../common/result.ts';
import type { ExtensionSource } from './source.ts';
import type { CommandDefinition, CommandLoad } from './types.ts';

/**
 * The commands of the sources, given lowest precedence first: every `*.md` file (sub-folders
 * included, which name only the description) of each folder; a later folder's command replaces an
 * earlier one's of the same name. A file that cannot be used is reported and skipped.
 */
export async function loadCommands(sources: readonly ExtensionSource[]): Promise<CommandLoad> {
  const commands = new Map<string, CommandDefinition>();
  const problems: string[] = [];
  for (const source of sources) {
    const fileOf = new Map<string, string>();
    const files = await filesUnder(source.dir, (name) => name.endsWith('.md'), problems);
    const results = await Promise.all(files.map((file) => readCommandFile(file, source, problems)));
    results.forEach((parsed, index) => {
      if (!parsed) return;
      if (!parsed.ok) {
        problems.push(...parsed.error);
        return;
      }
      const { name } = parsed.value;
      const sameFolder = fileOf.get(name);
      if (sameFolder) problems.push(`${files[index]}: /${name} is also defined by ${sameFolder}; this file's is used.`);
      fileOf.set(name, files[index]);
      commands.set(name, parsed.value);
    });
  }
  return { commands: [...commands.values()].sort((a, b) => a.name.localeCompare(b.name)), problems };
}

async function readCommandFile(file: string, source: ExtensionSource, problems: string[]): Promise<Result<CommandDefinition, string[]> | undefined> {
  const text = await readText(file, problems);
  if (text === undefined) return undefined;
  const folders = relative(source.dir, dirname(file)).split(sep).filter(Boolean);
  return parseCommandFile({ text, file, name: basename(file, '.md'), folders, source });
}
