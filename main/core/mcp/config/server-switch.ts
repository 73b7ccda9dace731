import { localSettingsPath } from '../../settings/sources.ts';
import type { LoadedSettings } from '../../settings/types.ts';
import { editJsonFile, type JsonFileWrite } from './edit-json-file.ts';

/**
 * The settings key listing the servers the person switched off in this project, for servers that are
 * not `.mcp.json`'s (those use `enabledMcpjsonServers` / `disabledMcpjsonServers`). Claude Code keeps
 * the same list per project in `~/.claude.json`; Deft keeps it in the project's personal settings file.
 */
export const switchedOffKey = 'disabledMcpServers';

export function isSwitchedOff(settings: LoadedSettings, name: string): boolean {
  return settings.others.some((other) => other.key === switchedOffKey && Array.isArray(other.value) && other.value.includes(name));
}

/** Adds the server's name to, or takes it from, `disabledMcpServers` of `.deft/settings.local.json`. */
export function recordServerSwitch(projectDir: string, name: string, enabled: boolean): JsonFileWrite {
  return editJsonFile(localSettingsPath(projectDir), (content) => {
    const names = Array.isArray(content[switchedOffKey]) ? (content[switchedOffKey] as unknown[]).filter((item) => item !== name) : [];
    return [{ path: [switchedOffKey], value: enabled ? (names.length > 0 ? names : undefined) : [...names, name] }];
  });
}
