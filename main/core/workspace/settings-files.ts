import { homedir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { SettingsProblemView, WritableScope } from '../../../shared/ipc/domains/settings.ts';
import { writeFileAtomicSync } from '../common/files/atomic-write.ts';
import { layerFromText } from '../settings/layer.ts';
import { loadSettings } from '../settings/load.ts';
import { localSettingsPath } from '../settings/sources.ts';
import type { SettingsProblem, SettingsScope, SourceReport } from '../settings/types.ts';
import { projectFolder } from './project-folder.ts';
import { settingsObject } from './settings-object.ts';
import { errorMessage } from '../common/errors.ts';

export interface SettingsFileView {
  path: string;
  text: string | null;
  value: Record<string, unknown> | null;
  problems: SettingsProblemView[];
}

export interface SettingsSourceView extends Pick<SourceReport, 'scope' | 'path' | 'exists' | 'status'> {
  problems: SettingsProblemView[];
}

export interface SettingsFileRef {
  scope: WritableScope;
  projectPath?: string;
}

export interface SettingsFilesService {
  /** Every settings file the project's sessions consider, highest precedence first, with its problems. */
  sources(projectPath: string): SettingsSourceView[];
  read(ref: SettingsFileRef): SettingsFileView;
  /** Replaces the file with the value as JSON, in one step; answers the problems the new file has. */
  write(ref: SettingsFileRef & { value: Record<string, unknown> }): { path: string; problems: SettingsProblemView[] };
}

export interface SettingsFilesOptions {
  dataDir: string;
  home?: string;
  /** Project files are written only for folders that are projects (opened, or with sessions). */
  isProject: (folder: string) => boolean;
}

const maxFileLength = 1_000_000;

export function createSettingsFilesService(options: SettingsFilesOptions): SettingsFilesService {
  const home = options.home ?? homedir();
  const fileOf = ({ scope, projectPath }: SettingsFileRef): { path: string; anchor: string } => {
    if (scope === 'user') return { path: join(options.dataDir, 'settings.json'), anchor: options.dataDir };
    if (projectPath === undefined) throw new Error(`The ${scope} settings need a projectPath.`);
    const folder = projectFolder(projectPath);
    return { path: scope === 'project' ? join(folder, '.deft', 'settings.json') : localSettingsPath(folder), anchor: folder };
  };
  const problemsOf = (text: string, file: { path: string; anchor: string }, scope: SettingsScope) => {
    const result = layerFromText(text, { file: file.path, scope, anchor: file.anchor });
    return [...result.errors.map((problem) => view(problem, 'error')), ...result.warnings.map((problem) => view(problem, 'warning'))];
  };
  return {
    sources(projectPath) {
      const loaded = loadSettings({ projectDir: projectFolder(projectPath), dataDir: options.dataDir, home });
      const problems = [...loaded.errors.map((problem) => view(problem, 'error')), ...loaded.warnings.map((problem) => view(problem, 'warning'))];
      return loaded.sources.map((source) => ({
        scope: source.scope,
        path: source.path,
        exists: source.exists,
        status: source.status,
        problems: problems.filter((problem) => problem.file === source.path),
      }));
    },
    read(ref) {
      const file = fileOf(ref);
      const text = readText(file.path);
      if (text === null) return { path: file.path, text, value: null, problems: [] };
      return { path: file.path, text, value: settingsObject(text), problems: problemsOf(text, file, ref.scope) };
    },
    write({ value, ...ref }) {
      const file = fileOf(ref);
      if (ref.scope !== 'user' && !options.isProject(file.anchor)) throw new Error(`${file.anchor} is not an open project.`);
      const text = `${JSON.stringify(value, null, 2)}\n`;
      if (text.length > maxFileLength) throw new Error(`Settings of ${text.length} characters are too long (at most ${maxFileLength}).`);
      writeFileAtomicSync(file.path, text, { links: 'follow' });
      return { path: file.path, problems: problemsOf(text, file, ref.scope) };
    },
  };
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`${path} cannot be read: ${errorMessage(error)}`, { cause: error });
  }
}

/** The problem for the settings screen; `file` stays for matching problems to sources (the contract drops it). */
function view(problem: SettingsProblem, severity: SettingsProblemView['severity']): SettingsProblemView & { file: string } {
  return { severity, ...problem };
}
