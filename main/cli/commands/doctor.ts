import { homedir } from 'node:os';
import { resolve } from 'node:path';
import type { AppInfo } from '../../../shared/ipc/contract.ts';
import { createCore } from '../../core/core.ts';
import { defaultDataDir } from '../../core/paths.ts';
import { sandboxSettingsFrom } from '../../core/sandbox/settings.ts';
import { knownSecrets, secretsRedactor } from '../../core/settings/known-secrets.ts';
import { loadSettings } from '../../core/settings/load.ts';
import { secretsFromEnv } from '../../core/settings/secrets.ts';
import { findStrayWorktrees, type StrayWorktree } from '../../core/worktrees/prune.ts';
import type { LoadedSettings } from '../../core/settings/types.ts';
import { checkModel, formatModel, modelFails, type ModelReport } from '../doctor/model-check.ts';
import { withExistingStore } from '../existing-store.ts';
import { commandHelp } from '../help.ts';
import type { CliIo } from '../io.ts';
import { redactingIo } from '../run/redact.ts';
import { parseSessionFlags, sessionFlags } from '../session-flags.ts';
import { expectArguments, parseCommandArgs } from '../usage.ts';

/**
 * `deft doctor`: prints the installation, the settings files Deft reads for a project with what is wrong
 * in them, and the model a run would use, where it came from and whether it answers.
 */
export async function doctorCommand(args: string[], cliIo: CliIo): Promise<number> {
  const { values: options, positionals } = parseCommandArgs('doctor', args, {
    project: { type: 'string' },
    json: { type: 'boolean' },
    offline: { type: 'boolean' },
    provider: sessionFlags.provider,
    model: sessionFlags.model,
    'base-url': sessionFlags['base-url'],
    'api-key': sessionFlags['api-key'],
    help: { type: 'boolean', short: 'h' },
  });
  if (options.help) {
    cliIo.stdout(commandHelp.doctor);
    return 0;
  }
  expectArguments('doctor', positionals, []);
  const { provider } = parseSessionFlags('doctor', options, cliIo);
  const secrets = secretsFromEnv(cliIo.env);
  const io = redactingIo(cliIo, secretsRedactor(knownSecrets({ secrets, envs: [cliIo.env], keys: [provider.apiKey] })));
  const dataDir = defaultDataDir(io.env);
  const core = createCore({ dataDir, env: io.env });
  const notices: string[] = [];
  core.events.on('app.notice', (notice) => notices.push(`${notice.level}: ${notice.message}`));
  const info = core.app.info();
  const projectDir = resolve(io.cwd, options.project ?? '.');
  const home = io.env.HOME ?? homedir();
  const loaded = loadSettings({ projectDir, dataDir, home });
  const model = await checkModel({ flags: provider, env: io.env, settings: loaded, secrets, offline: options.offline ?? false });
  const strays = await strayWorktrees(dataDir);
  if (options.json) {
    const { sources, errors, warnings } = loaded;
    io.stdout(`${JSON.stringify({ ...info, settings: sources, settingsErrors: errors, settingsWarnings: warnings, model, strayWorktrees: strays }, null, 2)}\n`);
  } else {
    io.stdout(formatDoctor(info, loaded, model, [...notices, ...strays.map(strayLine)], home));
  }
  io.flush();
  return loaded.errors.length > 0 || modelFails(model) ? 1 : 0;
}

/** Worktree folders of sessions that were deleted or finished, or of projects that are gone; read only when the store exists. */
async function strayWorktrees(dataDir: string): Promise<StrayWorktree[]> {
  return (await withExistingStore(dataDir, (store) => findStrayWorktrees(store, dataDir))) ?? [];
}

const strayLine = (stray: StrayWorktree) =>
  `warning: stray worktree ${stray.path} (${stray.reason}${stray.loses.length > 0 ? `; holds ${stray.loses.join(', ')}` : ''}): deft worktrees prune removes it`;

/** Whether the project's commands run in the OS sandbox, and how or why not. */
function sandboxLine(info: AppInfo, settings: LoadedSettings, home: string): string {
  const enabled = sandboxSettingsFrom(settings, home).settings.enabled;
  if (!info.sandbox.available) return `unavailable: ${info.sandbox.detail}; commands are judged by the permission rules only`;
  return enabled
    ? `on: commands run in ${info.sandbox.detail} (writes to the working dirs and the scratch folder, network through its proxy to sandbox.network.allowedDomains)`
    : `off (available: ${info.sandbox.detail}; set "sandbox": {"enabled": true} in a settings file)`;
}

function formatDoctor(info: AppInfo, settings: LoadedSettings, model: ModelReport, notices: string[], home: string): string {
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
    `Sandbox      ${sandboxLine(info, settings, home)}`,
    'Settings files, highest precedence first',
    ...settings.sources.map(
      (source) => `  ${source.scope.padEnd(13)}  ${source.path}${source.exists ? `  (${source.status})` : '  (not present)'}`,
    ),
    ...settings.errors.map((problem) => `error: ${problem.message}`),
    ...settings.warnings.map((problem) => `warning: ${problem.message}`),
    ...formatModel(model),
    ...notices,
  ];
  return `${lines.join('\n')}\n`;
}
