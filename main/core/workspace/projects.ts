import { existsSync } from 'node:fs';
import type { OpenedProject, RecentProject } from '../../../shared/ipc/domains/projects.ts';
import { projectIdFor } from '../store/sessions.ts';
import type { Store } from '../store/store.ts';
import { projectFolder } from './project-folder.ts';
import { projectUsageFile } from './project-usage.ts';

export interface ProjectsService {
  /** Registers an existing folder (by its real path) as a project and marks it used now. */
  open(path: string): OpenedProject;
  /** Most recently used first: by the newest session's activity or the last opening. */
  recent(limit?: number): RecentProject[];
  /** Takes the project off the recent list until it is used again; its files and sessions stay. */
  remove(id: string): void;
  /** Whether the folder (a real path) is a registered project. */
  isProject(folder: string): boolean;
}

interface ProjectRow {
  id: string;
  path: string;
  name: string;
  created_at: number;
  last_session: number | null;
}

export function createProjectsService(options: { dataDir: string; store: () => Store; now?: () => number }): ProjectsService {
  const usage = projectUsageFile(options.dataDir);
  const now = options.now ?? Date.now;
  const row = (id: string) => options.store().statement<{ id: string; path: string; name: string }>('SELECT id, path, name FROM projects WHERE id = ?').get(id);
  return {
    open(path) {
      const folder = projectFolder(path);
      const id = projectIdFor(options.store(), folder);
      usage.opened(id, now());
      const project = row(id);
      if (!project) throw new Error(`The project ${folder} could not be registered.`);
      return project;
    },
    recent(limit = 20) {
      const used = usage.read();
      const rows = options
        .store()
        .statement<ProjectRow>(
          `SELECT p.id, p.path, p.name, p.created_at, MAX(s.updated_at) AS last_session
           FROM projects p LEFT JOIN sessions s ON s.project_id = p.id GROUP BY p.id`,
        )
        .all();
      return rows
        .filter((project) => {
          const forgottenAt = used[project.id]?.forgottenAt;
          return forgottenAt === undefined || (project.last_session ?? 0) > forgottenAt;
        })
        .map((project) => ({
          id: project.id,
          path: project.path,
          name: project.name,
          lastUsedAt: Math.max(project.created_at, project.last_session ?? 0, used[project.id]?.openedAt ?? 0),
          exists: existsSync(project.path),
        }))
        .sort((a, b) => b.lastUsedAt - a.lastUsedAt)
        .slice(0, limit);
    },
    remove(id) {
      if (!row(id)) throw new Error(`No project ${id}.`);
      usage.forgotten(id, now());
    },
    isProject: (folder) => options.store().statement('SELECT 1 FROM projects WHERE path = ?').get(folder) !== undefined,
  };
}
