import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPermissions, type Permissions } from '../main/core/permissions/service.ts';
import { createShellAnalyzer } from '../main/core/permissions/shell/analyzer.ts';
import { loadSettings } from '../main/core/settings/load.ts';

export interface BenchProject {
  root: string;
  projectDir: string;
  permissions: Permissions;
  remove(): void;
}

/** A throwaway project whose `.claude/settings.json` holds the given rules, and its permission service. */
export function projectWithRules(rules: { allow: string[]; deny: string[]; ask: string[] }): BenchProject {
  const root = mkdtempSync(join(tmpdir(), 'deft-bench-'));
  const projectDir = join(root, 'project');
  const dataDir = join(root, 'data');
  const home = join(root, 'home');
  mkdirSync(join(projectDir, '.claude'), { recursive: true });
  writeFileSync(join(projectDir, '.claude', 'settings.json'), JSON.stringify({ permissions: rules }));
  const permissions = createPermissions({
    projectDir,
    dataDir,
    home,
    analyzer: createShellAnalyzer,
    loadSettings: () => loadSettings({ projectDir, dataDir, home }),
    // As a session gives it (openSessionTools): the environment its commands start with, as a plain object.
    environment: { ...process.env },
  });
  return { root, projectDir, permissions, remove: () => rmSync(root, { recursive: true, force: true }) };
}
