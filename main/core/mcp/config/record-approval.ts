import { localSettingsPath } from '../../settings/sources.ts';
import { editJsonFile, type JsonFileWrite } from './edit-json-file.ts';

export type ApprovalChoice = 'approve' | 'refuse';

/**
 * Records the person's answer for a project server in `.deft/settings.local.json`: its name goes to
 * `enabledMcpjsonServers` or `disabledMcpjsonServers` and leaves the other list.
 */
export function recordProjectServerChoice(projectDir: string, name: string, choice: ApprovalChoice): JsonFileWrite {
  const [add, remove] = choice === 'approve' ? ['enabledMcpjsonServers', 'disabledMcpjsonServers'] : ['disabledMcpjsonServers', 'enabledMcpjsonServers'];
  return editJsonFile(localSettingsPath(projectDir), (content) => {
    const names = (key: string) => (Array.isArray(content[key]) ? (content[key] as unknown[]) : []);
    const changes = [{ path: [add], value: [...names(add).filter((item) => item !== name), name] }];
    if (names(remove).includes(name)) changes.push({ path: [remove], value: names(remove).filter((item) => item !== name) });
    return changes;
  });
}
