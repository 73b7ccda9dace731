import { useCallback, useEffect, useState } from 'react';
import type { RequestOutput } from '../../../../shared/ipc/contract.ts';
import { deft } from '../../deft.ts';
import { outcomeOf, type Failure } from './failure.ts';

export type SettingsSourceView = RequestOutput<'settings.sources'>[number];
export type SettingsFileView = RequestOutput<'settings.read'>;

export interface ProjectSettings {
  /** Every settings file the project's sessions read, highest precedence first; just the user file without a project. */
  sources: SettingsSourceView[];
  /** The contents of the files main lets the screen read (Deft's own three), by path. */
  files: Map<string, SettingsFileView>;
  failure: Failure | null;
  reload(): void;
}

/**
 * Loads the settings sources of the project (or of no project) and the contents of Deft's own files
 * among them; again whenever `userText` (the user file this screen writes) changes.
 */
export function useProjectSettings(projectPath: string | null, userText: string | null): ProjectSettings {
  const [state, setState] = useState<Omit<ProjectSettings, 'reload'>>({ sources: [], files: new Map(), failure: null });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    void load(projectPath).then((loaded) => {
      if (current) setState(loaded);
    });
    return () => {
      current = false;
    };
  }, [projectPath, userText, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}

async function load(projectPath: string | null): Promise<Omit<ProjectSettings, 'reload'>> {
  const scopes = projectPath ? (['project-local', 'project', 'user'] as const) : (['user'] as const);
  const reads = await Promise.all(scopes.map((scope) => outcomeOf(deft().settings.read({ scope, ...(projectPath && { projectPath }) }))));
  const files = new Map<string, SettingsFileView>();
  for (const read of reads) if (read.ok) files.set(read.data.path, read.data);
  const failed = reads.find((read) => !read.ok);
  if (!projectPath) {
    const sources = [...files.values()].map((file) => ({ scope: 'user' as const, path: file.path, exists: file.text !== null, status: fileStatus(file), problems: file.problems }));
    return { sources, files, failure: failed && !failed.ok ? failed.failure : null };
  }
  const sources = await outcomeOf(deft().settings.sources({ projectPath }));
  if (!sources.ok) return { sources: [], files, failure: sources.failure };
  return { sources: sources.data, files, failure: failed && !failed.ok ? failed.failure : null };
}

function fileStatus(file: SettingsFileView): SettingsSourceView['status'] {
  if (file.text === null) return 'absent';
  if (file.value === null) return 'unusable';
  return file.problems.some((problem) => problem.severity === 'error') ? 'partial' : 'ok';
}
