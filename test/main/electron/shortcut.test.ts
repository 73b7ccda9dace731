import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../shared/ipc/contract.ts';
import { defaultQuickAskShortcut, readQuickAskShortcut, registerQuickAskShortcut } from '../../../main/electron/shortcut.ts';
import { tempDir } from '../../helpers/temp-dir.ts';

function shortcuts(answer: boolean | 'throws') {
  const registered: string[] = [];
  return {
    registered,
    register(accelerator: string) {
      if (answer === 'throws') throw new Error('Invalid accelerator');
      registered.push(accelerator);
      return answer;
    },
  };
}

describe('quick-ask shortcut', () => {
  it('reads quickAskShortcut from the user settings, else the default', () => {
    const dir = tempDir();
    expect(readQuickAskShortcut(dir)).toBe(defaultQuickAskShortcut);
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ quickAskShortcut: 'Alt+Space', model: 'x' }));
    expect(readQuickAskShortcut(dir)).toBe('Alt+Space');
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ quickAskShortcut: 42 }));
    expect(readQuickAskShortcut(dir)).toBe(defaultQuickAskShortcut);
    writeFileSync(join(dir, 'settings.json'), '{ broken');
    expect(readQuickAskShortcut(dir)).toBe(defaultQuickAskShortcut);
  });

  it('registers the accelerator with the toggle and stays quiet on success', () => {
    const notices: Notice[] = [];
    const registry = shortcuts(true);
    expect(registerQuickAskShortcut(registry, 'Alt+Space', () => {}, (notice) => notices.push(notice))).toBe(true);
    expect(registry.registered).toEqual(['Alt+Space']);
    expect(notices).toEqual([]);
  });

  it('reports a refused or invalid accelerator as a warning notice', () => {
    for (const answer of [false, 'throws'] as const) {
      const notices: Notice[] = [];
      expect(registerQuickAskShortcut(shortcuts(answer), 'Alt+Space', () => {}, (notice) => notices.push(notice))).toBe(false);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.level).toBe('warning');
      expect(notices[0]?.message).toContain('Alt+Space');
      expect(notices[0]?.message).toContain('--quick-ask');
    }
  });
});
