import type { LoadedTool } from './load-tool-file.ts';
import { loadProjectTools, projectToolsDir, type ProjectToolsOptions } from './load-project-tools.ts';
import type { ToolFilesLoad } from './load-tool-files.ts';
import { watchFolder } from './watch-folder.ts';

export interface WatchProjectToolsOptions extends ProjectToolsOptions {
  /** The whole new set after files under `.deft/tools` were added, changed or removed. */
  onChange(tools: LoadedTool[], problems: string[]): void;
  /** How long changes are gathered before one reload; default 150 ms. */
  debounceMs?: number;
}

export interface ProjectToolsWatch {
  /** The set loaded at the start. */
  initial: ToolFilesLoad;
  close(): void;
}

/** Loads the project's tool files and loads them again on every change; an untrusted project is not watched. */
export async function watchProjectTools(options: WatchProjectToolsOptions): Promise<ProjectToolsWatch> {
  const initial = await loadProjectTools(options);
  if (!options.trusted) return { initial, close() {} };
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let reloading: Promise<void> = Promise.resolve();
  const reload = () => {
    reloading = reloading.then(async () => {
      const next = await loadProjectTools(options);
      if (!closed) options.onChange(next.tools, next.problems);
    });
  };
  const folder = watchFolder(projectToolsDir(options.projectDir), () => {
    clearTimeout(timer);
    timer = setTimeout(reload, options.debounceMs ?? 150);
  });
  return {
    initial,
    close() {
      closed = true;
      clearTimeout(timer);
      folder.close();
    },
  };
}
