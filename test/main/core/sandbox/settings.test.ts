import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isExcludedCommand } from '../../../../main/core/sandbox/excluded-commands.ts';
import { sandboxSettingsFrom } from '../../../../main/core/sandbox/settings.ts';
import { loadSettings } from '../../../../main/core/settings/load.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

/** A project and a home with real settings files, loaded by the real loader. */
function loaded(files: Record<string, unknown>) {
  const base = tempDir('deft-sandbox-settings-');
  const [projectDir, home, dataDir] = ['project', 'home', 'data'].map((name) => join(base, name));
  for (const [path, content] of Object.entries(files)) {
    const file = join(base, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, JSON.stringify(content));
  }
  mkdirSync(projectDir, { recursive: true });
  return { ...sandboxSettingsFrom(loadSettings({ projectDir, dataDir, home }), home), projectDir, home };
}

describe('the sandbox settings', () => {
  it('are off with Claude Code defaults when no file sets them', () => {
    expect(loaded({}).settings).toMatchObject({ enabled: false, autoAllowBashIfSandboxed: true, allowUnsandboxedCommands: true, excludedCommands: [] });
  });

  it('take scalars from the highest file, concatenate arrays, and resolve paths against each file', () => {
    const { settings, problems, projectDir, home } = loaded({
      'project/.claude/settings.local.json': { sandbox: { autoAllowBashIfSandboxed: false, network: { allowedDomains: ['example.com'] } } },
      'project/.claude/settings.json': {
        sandbox: { enabled: true, autoAllowBashIfSandboxed: true, excludedCommands: ['docker'], filesystem: { allowWrite: ['build', '~/cache', '//opt/x'] } },
      },
      'home/.claude/settings.json': { sandbox: { enabled: false, excludedCommands: ['podman'], network: { allowedDomains: ['github.com'], allowLocalBinding: true } } },
    });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({
      enabled: true,
      autoAllowBashIfSandboxed: false,
      excludedCommands: ['docker', 'podman'],
      network: { allowedDomains: ['example.com', 'github.com'], allowLocalBinding: true },
      filesystem: { allowWrite: [join(projectDir, 'build'), join(home, 'cache'), '/opt/x'] },
    });
  });

  it('report a bad field with its file and path, and keep the rest of the file', () => {
    const { settings, problems, projectDir } = loaded({
      'project/.claude/settings.json': { sandbox: { enabled: true, excludedCommands: 'docker', network: { allowedDomains: ['ok.com', 7] } } },
      'project/.deft/settings.json': { sandbox: 'on' },
    });
    expect(problems).toEqual([
      `${join(projectDir, '.deft/settings.json')}: sandbox: must be an object`,
      `${join(projectDir, '.claude/settings.json')}: sandbox.excludedCommands: must be an array of commands`,
      `${join(projectDir, '.claude/settings.json')}: sandbox.network.allowedDomains[1]: domain must be a string`,
    ]);
    expect(settings.enabled).toBe(true);
  });

  it('match excluded commands by whole words at the start', () => {
    expect(isExcludedCommand('docker ps -a', ['docker'])).toBe(true);
    expect(isExcludedCommand('dockerd', ['docker'])).toBe(false);
    expect(isExcludedCommand('npm run build', ['npm run *'])).toBe(true);
    expect(isExcludedCommand('npm test', ['npm run:*'])).toBe(false);
    expect(isExcludedCommand('ls', [''])).toBe(false);
    for (const joined of ['docker ps; python3 -c "open(\'/tmp/x\', \'w\')"', 'docker ps && rm -rf ~', 'docker ps | sh', 'docker run $(cat cmd)', 'docker ps\nrm x']) {
      expect(isExcludedCommand(joined, ['docker']), joined).toBe(false);
    }
  });
});
