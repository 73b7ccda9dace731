import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsSources } from '../../../../main/core/settings/sources.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

describe('settingsSources', () => {
  it('lists Deft and Claude Code files, highest precedence first, with their anchors and which exist', () => {
    const root = tempDir();
    const projectDir = join(root, 'project');
    mkdirSync(join(projectDir, '.deft'), { recursive: true });
    writeFileSync(join(projectDir, '.deft', 'settings.local.json'), '{}');
    const sources = settingsSources({ dataDir: join(root, 'data'), projectDir, home: join(root, 'home') });
    const short = (path: string) => path.slice(root.length);
    expect(sources.map((source) => [source.scope, short(source.path), short(source.anchor), source.exists])).toEqual([
      ['project-local', '/project/.deft/settings.local.json', '/project', true],
      ['project-local', '/project/.claude/settings.local.json', '/project', false],
      ['project', '/project/.deft/settings.json', '/project', false],
      ['project', '/project/.claude/settings.json', '/project', false],
      ['user', '/data/settings.json', '/data', false],
      ['user', '/home/.claude/settings.json', '/home/.claude', false],
    ]);
  });
});
