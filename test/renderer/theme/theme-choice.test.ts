import { describe, expect, it } from 'vitest';
import { rememberThemeChoice, resolveTheme, storedThemeChoice } from '../../../renderer/src/theme/theme-choice.ts';

describe('theme choice', () => {
  it('follows the system only when asked to', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });
  it('remembers the choice and ignores anything unknown', () => {
    const items = new Map<string, string>();
    const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
    expect(storedThemeChoice(storage)).toBe('system');
    rememberThemeChoice(storage, 'dark');
    expect(storedThemeChoice(storage)).toBe('dark');
    items.set('deft.theme', 'neon');
    expect(storedThemeChoice(storage)).toBe('system');
  });
});
