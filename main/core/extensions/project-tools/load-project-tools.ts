import { join } from 'node:path';
import type { ToolFileOptions } from './load-tool-file.ts';
import { loadToolFiles, toolFilesIn, type ToolFilesLoad } from './load-tool-files.ts';
import { projectToolsKey } from './project-tools-trust.ts';

export interface ProjectToolsOptions extends ToolFileOptions {
  projectDir: string;
  /** Whether the project's code may run (see `projectToolsTrust`); when not, nothing is loaded. */
  trusted: boolean;
}

export const projectToolsDir = (projectDir: string) => join(projectDir, '.deft', 'tools');

/** The tools of `<project>/.deft/tools/*.{ts,mts,js,mjs}`, or, in an untrusted project, a problem saying how many were left out and how to allow them. */
export async function loadProjectTools(options: ProjectToolsOptions): Promise<ToolFilesLoad> {
  const dir = projectToolsDir(options.projectDir);
  const { files, problems } = await toolFilesIn(dir);
  if (!options.trusted) {
    if (files.length > 0) {
      const count = files.length === 1 ? '1 tool file was' : `${files.length} tool files were`;
      problems.push(
        `${dir}: ${count} not loaded: they run code from the project. To allow it, set "${projectToolsKey}": true in ${join(options.projectDir, '.deft', 'settings.local.json')}`,
      );
    }
    return { tools: [], problems };
  }
  const loaded = await loadToolFiles(files, options);
  return { tools: loaded.tools, problems: [...problems, ...loaded.problems] };
}
