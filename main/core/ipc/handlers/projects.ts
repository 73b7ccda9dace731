import type { Core } from '../../core.ts';
import { listProjectFiles } from '../../codesearch/list-files.ts';
import { matchFiles } from '../../workspace/match-files.ts';
import { projectFolder } from '../../workspace/project-folder.ts';
import { recentListings } from '../../workspace/recent-listings.ts';
import type { DomainHandlers } from '../router.ts';

export function projectsHandlers(core: Core): DomainHandlers<'projects.open' | 'projects.recent' | 'projects.remove' | 'projects.files'> {
  const { projects } = core.workspace;
  const filesOf = recentListings((folder) => listProjectFiles(folder, AbortSignal.timeout(10_000)), 5_000);
  return {
    'projects.open': ({ path }) => projects.open(path),
    'projects.recent': (input) => projects.recent(input?.limit),
    'projects.remove': ({ id }) => {
      projects.remove(id);
      return null;
    },
    'projects.files': async ({ projectPath, query, limit }) => {
      const folder = projectFolder(projectPath);
      if (!projects.isProject(folder)) throw new Error(`${folder} is not an open project.`);
      return { files: matchFiles(await filesOf(folder), query ?? '', limit ?? 50) };
    },
  };
}
