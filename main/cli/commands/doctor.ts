import { resolve } from 'node:path';
import type { AppInfo } from '../../../shared/ipc/contract.ts';
import { createCore } from '../../core/core.ts';
import { defaultDataDir } from '../../core/paths.ts';
import { settingsSources, type SettingsSource } from '../../core/settings/sources.ts';
import type { CliIo } from '../io.ts';

export interface DoctorOptions {
  project?: string;
  json: boolean;
}

export function doctor(options: DoctorOptions, io: CliIo): number {
  const dataDir = defaultDataDir(io.env);
  const core = createCore({ dataDir, env: io.env });
  const notices: string[] = [];
  core.events.on('app.notice', (notice) => notices.push(`${notice.level}: ${notice.message}`));
  const info = core.app.info();
  const settings = settingsSources({ dataDir, projectDir: resolve(io.cwd, options.project ?? '.') });
  if (options.json) {
    io.stdout(`${JSON.stringify({ ...info, settings }, null, 2)}\n`);
  } else {
    io.stdout(formatDoctor(info, settings, notices));
  }
  return 0;
}

function formatDoctor(info: AppInfo, settings: SettingsSource[], notices: string[]): string {
  const lines = [
    `${info.name} ${info.version}`,
    `  platform   ${info.platform} ${info.arch}`,
    `  node       ${info.nodeVersion}`,
    `  electron   ${info.electronVersion ?? '-'}`,
    `  data dir   ${info.dataDir}`,
    'Tools on PATH',
    ...Object.entries(info.binaries).map(
      ([name, status]) => `  ${name.padEnd(5)}  ${status.found ? status.path : 'not found'}`,
    ),
    'Settings files, highest precedence first',
    ...settings.map(
      (source) => `  ${source.scope.padEnd(13)}  ${source.path}${source.exists ? '' : '  (not present)'}`,
    ),
    ...notices,
  ];
  return `${lines.join('\n')}\n`;
}
