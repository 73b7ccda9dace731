import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsSources } from '../../../../main/core/settings/sources.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

describe('settingsSources', () => {
  it('lists Deft and Claude Code files, highest precedence first, and which exist', () => {
    const root = tempDir();
    const projectDir = join(root, 'project');
    mkdirSync(join(projectDir, '.deft'), { recursive: true });
    writeFileSync(join(projectDir, '.deft', 'settings.local.json'), '{}');
    const sources = settingsSources({ dataDir: join(root, 'data'), projectDir, home: join(root, 'home') });
    expect(sources.map((source) => [source.scope, source.path.slice(root.length), source.exists])).toEqual([
      ['project-local', '/project/.deft/settings.local.json', true],
      ['project-local', '/project/.claude/settings.local.json', false],
      ['project', '/project/.deft/settings.json', false],
      ['project', '/project/.claude/settings.json', false],
      ['user', '/data/settings.json', false],
      ['user', '/home/.claude/settings.json', false],
    ]);
  });
});
