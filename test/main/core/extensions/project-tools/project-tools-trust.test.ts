import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectToolsTrust } from '../../../../../main/core/extensions/project-tools/project-tools-trust.ts';
import { loadSettings } from '../../../../../main/core/settings/load.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';

function settingsOf(files: Record<string, unknown>) {
  const projectDir = tempDir();
  const home = tempDir();
  const dataDir = tempDir();
  for (const [name, value] of Object.entries(files)) {
    mkdirSync(join(projectDir, '.deft'), { recursive: true });
    writeFileSync(join(projectDir, '.deft', name), JSON.stringify(value));
  }
  return { settings: loadSettings({ projectDir, home, dataDir }), projectDir };
}

describe('trusting project tools', () => {
  it('is off unless the person allows it in their own settings', () => {
    expect(projectToolsTrust(settingsOf({}).settings)).toEqual({ trusted: false, problems: [] });
    expect(projectToolsTrust(settingsOf({ 'settings.local.json': { enableProjectTools: true } }).settings)).toEqual({ trusted: true, problems: [] });
  });

  it('ignores the key in the shared project file and names a wrong value', () => {
    const shared = settingsOf({ 'settings.json': { enableProjectTools: true } });
    expect(projectToolsTrust(shared.settings)).toEqual({
      trusted: false,
      problems: [`${join(shared.projectDir, '.deft', 'settings.json')}: enableProjectTools: ignored in a shared project file; set it in .deft/settings.local.json`],
    });
    const wrong = settingsOf({ 'settings.local.json': { enableProjectTools: 'yes' } });
    expect(projectToolsTrust(wrong.settings).problems).toEqual([`${join(wrong.projectDir, '.deft', 'settings.local.json')}: enableProjectTools: must be true or false, found "yes"`]);
  });
});
