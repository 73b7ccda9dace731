import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appVersion } from '../../../main/core/version.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { bin, deft } from './deft-process.ts';

describe('deft command', () => {
  it('starts from bin/deft.js and prints its version', () => {
    const result = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8' });
    expect(result).toMatchObject({ status: 0, stdout: `${appVersion}\n` });
    expect(deft(['-v'])).toMatchObject({ code: 0, stdout: `${appVersion}\n` });
  });

  it('prints help with its commands, and each command its own help', () => {
    const { code, stdout } = deft(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Usage:');
    for (const command of ['run [PROMPT]', 'sessions list|show|export|import', 'doctor']) expect(stdout).toContain(command);

    const runHelp = deft(['help', 'run']);
    expect(runHelp).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: deft run [options] [PROMPT]') });
    expect(deft(['run', '--model', 'm', '--help']).stdout).toBe(runHelp.stdout);
    expect(deft(['run', '-h']).stdout).toBe(runHelp.stdout);
    expect(deft(['sessions', '--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('deft sessions list') });
    expect(deft(['sessions', 'show', '--help']).stdout).toContain('deft sessions export ID');
    expect(deft(['doctor', '--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: deft doctor') });
  });

  it('doctor reports the installation and the settings files it would read', () => {
    const project = tempDir();
    const dataDir = join(project, 'data');
    mkdirSync(join(project, '.claude'));
    writeFileSync(join(project, '.claude', 'settings.json'), '{}');
    const { code, stdout } = deft(['doctor', '--json', '--offline'], { cwd: project, env: { DEFT_DATA_DIR: dataDir } });
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ version: appVersion, dataDir, nodeVersion: process.versions.node });
    expect(report.binaries.git.found).toBe(true);
    expect(report.settings).toContainEqual(
      expect.objectContaining({ scope: 'project', path: join(project, '.claude', 'settings.json'), exists: true, status: 'ok' }),
    );
    expect(report.settings).toContainEqual(expect.objectContaining({ scope: 'user', path: join(dataDir, 'settings.json'), exists: false }));

    const text = deft(['doctor', '--offline'], { cwd: project, env: { DEFT_DATA_DIR: dataDir } }).stdout;
    expect(text).toContain(`data dir   ${dataDir}`);
    expect(text).toMatch(/project-local\s+\S+settings\.local\.json {2}\(not present\)/);
  });

  it('doctor names the file, line and field of a broken setting, and fails', () => {
    const project = tempDir();
    mkdirSync(join(project, '.claude'));
    writeFileSync(join(project, '.claude', 'settings.json'), '{\n  "permissions": {\n    "allow": [42]\n  }\n}\n');
    const { code, stdout } = deft(['doctor', '--offline', '--project', project], { env: { DEFT_DATA_DIR: join(project, 'data') } });
    expect(code).toBe(1);
    expect(stdout).toMatch(/\(partial\)/);
    expect(stdout).toContain(`error: ${join(project, '.claude', 'settings.json')}:3:`);
    expect(stdout).toContain('permissions.allow[0]');
  });

  it('rejects unknown commands and options with usage and exit code 2', () => {
    expect(deft(['frobnicate'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown command: frobnicate') });
    expect(deft(['--bogus'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--bogus') });
    expect(deft(['doctor', '--bogus'])).toMatchObject({ code: 2, stderr: `deft: Unknown option '--bogus'.\nRun "deft help doctor" for usage.\n` });
    expect(deft(['doctor', 'extra'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Unexpected argument: extra') });
    expect(deft(['help', 'frobnicate'])).toMatchObject({ code: 2, stderr: expect.stringContaining('No help for: frobnicate') });
  });
});
