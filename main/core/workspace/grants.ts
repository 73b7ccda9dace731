import { homedir } from 'node:os';
import type { GrantView } from '../../../shared/ipc/domains/grants.ts';
import { createPermissions, type Grant, type Permissions } from '../permissions/service.ts';
import { loadShellAnalyzer } from '../permissions/shell/load-analyzer.ts';
import { loadSettings } from '../settings/load.ts';
import { projectFolder } from './project-folder.ts';

export interface GrantsService {
  list(projectPath: string, sessionId?: string): GrantView[];
  /** Revokes the listed grant that matches; the settings file is the one the permission service names, never the caller's. */
  revoke(projectPath: string, grant: Omit<Grant, 'file'>): void;
}

export interface GrantsOptions {
  dataDir: string;
  home?: string;
  /** The permission service of a project open in a conversation (of that session, when named: it holds the session grants); else one is built per call. */
  openPermissions?: (projectDir: string, sessionId?: string) => Permissions | undefined;
}

export function createGrantsService(options: GrantsOptions): GrantsService {
  const home = options.home ?? homedir();
  const permissionsFor = (projectPath: string, sessionId?: string): Permissions => {
    const projectDir = projectFolder(projectPath);
    return (
      options.openPermissions?.(projectDir, sessionId) ??
      createPermissions({
        projectDir,
        dataDir: options.dataDir,
        home,
        loadSettings: () => loadSettings({ projectDir, dataDir: options.dataDir, home }),
        analyzer: loadShellAnalyzer,
      })
    );
  };
  return {
    list: (projectPath, sessionId) => permissionsFor(projectPath, sessionId).grants(sessionId),
    revoke(projectPath, wanted) {
      const permissions = permissionsFor(projectPath, wanted.sessionId);
      const found = permissions
        .grants(wanted.sessionId)
        .find((grant) => grant.scope === wanted.scope && grant.rule === wanted.rule && (wanted.scope === 'project' || grant.sessionId === wanted.sessionId));
      if (!found) throw new Error(`No ${wanted.scope} grant "${wanted.rule}".`);
      const revoked = permissions.revoke(found);
      if (!revoked.ok) throw new Error(revoked.error);
    },
  };
}
