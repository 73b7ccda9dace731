import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectServerApproval } from '../../../../../main/core/mcp/config/approval.ts';
import { recordProjectServerChoice } from '../../../../../main/core/mcp/config/record-approval.ts';
import { workspace } from '../../settings/workspace.ts';

describe('project server approval', () => {
  it('is pending until a settings file says otherwise; a refusal wins over an approval', () => {
    const space = workspace();
    expect(projectServerApproval(space.load(), 'db')).toBe('pending');
    space.write(join(space.projectDir, '.claude', 'settings.local.json'), { enabledMcpjsonServers: ['db', 'web'] });
    expect(projectServerApproval(space.load(), 'db')).toBe('approved');
    space.write(join(space.dataDir, 'settings.json'), { disabledMcpjsonServers: ['db'] });
    expect(projectServerApproval(space.load(), 'db')).toBe('refused');
    expect(projectServerApproval(space.load(), 'other')).toBe('pending');
    space.write(join(space.projectDir, '.deft', 'settings.json'), { enableAllProjectMcpServers: true });
    expect(projectServerApproval(space.load(), 'other')).toBe('approved');
    expect(projectServerApproval(space.load(), 'db')).toBe('refused');
  });

  it('records the choice in .deft/settings.local.json, keeping its comments, and moves the name between the lists', () => {
    const space = workspace();
    const file = space.write(join(space.projectDir, '.deft', 'settings.local.json'), '{\n  // mine\n  "permissions": { "allow": ["Read"] },\n  "disabledMcpjsonServers": ["db", "x"]\n}\n');
    expect(recordProjectServerChoice(space.projectDir, 'db', 'approve')).toEqual({ ok: true, value: undefined });
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('// mine');
    expect(projectServerApproval(space.load(), 'db')).toBe('approved');
    expect(projectServerApproval(space.load(), 'x')).toBe('refused');
    recordProjectServerChoice(space.projectDir, 'db', 'refuse');
    expect(projectServerApproval(space.load(), 'db')).toBe('refused');
    expect(space.load().permissions.rules.map((rule) => rule.rule)).toEqual(['Read']);
  });

  it('creates the file, and never writes over one that is not JSON', () => {
    const space = workspace();
    expect(recordProjectServerChoice(space.projectDir, 'db', 'approve').ok).toBe(true);
    expect(JSON.parse(readFileSync(join(space.projectDir, '.deft', 'settings.local.json'), 'utf8'))).toEqual({ enabledMcpjsonServers: ['db'] });
    const file = space.write(join(space.projectDir, '.deft', 'settings.local.json'), '{ broken');
    const result = recordProjectServerChoice(space.projectDir, 'db', 'refuse');
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining(file) });
    expect(readFileSync(file, 'utf8')).toBe('{ broken');
  });
});
