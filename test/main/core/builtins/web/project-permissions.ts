import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPermissions } from '../../../../../main/core/permissions/service.ts';
import { createShellAnalyzer } from '../../../../../main/core/permissions/shell/analyzer.ts';
import { loadSettings } from '../../../../../main/core/settings/load.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';

/** A project whose .claude/settings.json holds these permissions, with Deft's real permission service over it. */
export function projectPermissions(permissions: { allow?: string[]; deny?: string[] }) {
  const projectDir = tempDir();
  const dataDir = tempDir();
  mkdirSync(join(projectDir, '.claude'));
  writeFileSync(join(projectDir, '.claude', 'settings.json'), JSON.stringify({ permissions }));
  const service = createPermissions({
    projectDir,
    dataDir,
    home: dataDir,
    analyzer: createShellAnalyzer,
    loadSettings: () => loadSettings({ projectDir, dataDir, home: dataDir }),
  });
  return { projectDir, dataDir, permissions: service };
}
