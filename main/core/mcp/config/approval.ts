import type { LoadedSettings } from '../../settings/types.ts';

export type ProjectServerApproval = 'approved' | 'refused' | 'pending';

/**
 * Whether a project server may start, from `disabledMcpjsonServers` (refused; it wins),
 * `enabledMcpjsonServers` and `enableAllProjectMcpServers` of every settings file.
 */
export function projectServerApproval(settings: LoadedSettings, name: string): ProjectServerApproval {
  const listed = (key: string) => settings.others.some((other) => other.key === key && Array.isArray(other.value) && other.value.includes(name));
  if (listed('disabledMcpjsonServers')) return 'refused';
  if (listed('enabledMcpjsonServers')) return 'approved';
  const enableAll = settings.others.find((other) => other.key === 'enableAllProjectMcpServers');
  return enableAll?.value === true ? 'approved' : 'pending';
}
