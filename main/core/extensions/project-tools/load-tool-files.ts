import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadToolFile, type LoadedTool, type ToolFileOptions } from './load-tool-file.ts';

export interface ToolFilesLoad {
  tools: LoadedTool[];
  /** One line per file that gave no tool, naming the file (and line:column where there is one). */
  problems: string[];
}

const toolFileName = /\.(ts|mts|js|mjs)$/;

/** The tool files directly inside `dir` (helpers may live in sub-folders), sorted; none when it does not exist. */
export async function toolFilesIn(dir: string): Promise<{ files: string[]; problems: string[] }> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    const files = entries
      .filter((entry) => toolFileName.test(entry.name) && !entry.name.endsWith('.d.ts') && (entry.isFile() || entry.isSymbolicLink()))
      .map((entry) => join(dir, entry.name))
      .sort();
    return { files, problems: [] };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { files: [], problems: [] };
    return { files: [], problems: [`${dir}: the tools folder cannot be read (${code ?? String(error)}).`] };
  }
}

/** Loads each file in turn; a file that fails is reported and the others still load. */
export async function loadToolFiles(files: readonly string[], options: ToolFileOptions = {}): Promise<ToolFilesLoad> {
  const tools: LoadedTool[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const result = await loadToolFile(file, options);
    if (result.ok) tools.push(result.value);
    else problems.push(result.error);
  }
  return { tools, problems };
}
