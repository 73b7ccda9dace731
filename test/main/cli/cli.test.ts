import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appVersion } from '../../../main/core/version.ts';
import { tempDir } from '../../helpers/temp-dir.ts';

const bin = join(import.meta.dirname, '../../../bin/deft.js');

function deft(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('deft command', () => {
  it('prints its version', () => {
    expect(deft(['--version'])).toMatchObject({ code: 0, stdout: `${appVersion}\n` });
    expect(deft(['-v']).stdout).toBe(`${appVersion}\n`);
  });

  it('prints help with its commands', () => {
    const { code, stdout } = deft(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Usage:');
    expect(stdout).toContain('doctor');
  });

  it('doctor reports the installation and the settings files it would read', () => {
    const project = tempDir();
    const dataDir = join(project, 'data');
    mkdirSync(join(project, '.claude'));
    writeFileSync(join(project, '.claude', 'settings.json'), '{}');
    const { code, stdout } = deft(['doctor', '--json'], { cwd: project, env: { DEFT_DATA_DIR: dataDir } });
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ version: appVersion, dataDir, nodeVersion: process.versions.node });
    expect(report.binaries.git.found).toBe(true);
    expect(report.settings).toContainEqual(
      expect.objectContaining({ scope: 'project', path: join(project, '.claude', 'settings.json'), exists: true, status: 'ok' }),
    );
    expect(report.settings).toContainEqual(expect.objectContaining({ scope: 'user', path: join(dataDir, 'settings.json'), exists: false }));

    const text = deft(['doctor'], { cwd: project, env: { DEFT_DATA_DIR: dataDir } }).stdout;
    expect(text).toContain(`data dir   ${dataDir}`);
    expect(text).toMatch(/project-local\s+\S+settings\.local\.json {2}\(not present\)/);
  });

  it('doctor names the file, line and field of a broken setting, and fails', () => {
    const project = tempDir();
    mkdirSync(join(project, '.claude'));
    writeFileSync(join(project, '.claude', 'settings.json'), '{\n  "permissions": {\n    "allow": [42]\n  }\n}\n');
    const { code, stdout } = deft(['doctor'], { cwd: project, env: { DEFT_DATA_DIR: join(project, 'data') } });
    expect(code).toBe(1);
    expect(stdout).toMatch(/\(partial\)/);
    expect(stdout).toContain(`error: ${join(project, '.claude', 'settings.json')}:3:`);
    expect(stdout).toContain('permissions.allow[0]');
  });

  it('rejects unknown commands and options with usage and exit code 2', () => {
    expect(deft(['frobnicate'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown command: frobnicate') });
    expect(deft(['--bogus'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--bogus') });
  });
});
