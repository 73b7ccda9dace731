import { describe, expect, it } from 'vitest';
import { isMacPlatform, isShortcut, shortcutLabel, shortcuts } from '../../../renderer/src/features/commands/shortcuts.ts';

const key = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('app shortcuts', () => {
  it('takes Ctrl on Linux and Windows, Cmd on macOS', () => {
    expect(isShortcut(key('k', { ctrlKey: true }), shortcuts.palette, false)).toBe(true);
    expect(isShortcut(key('k', { metaKey: true }), shortcuts.palette, false)).toBe(false);
    expect(isShortcut(key('k', { metaKey: true }), shortcuts.palette, true)).toBe(true);
    expect(isShortcut(key('k', { ctrlKey: true }), shortcuts.palette, true)).toBe(false);
  });
  it('needs Shift exactly when the shortcut has it, and no Alt', () => {
    expect(isShortcut(key('O', { ctrlKey: true, shiftKey: true }), shortcuts.newSession, false)).toBe(true);
    expect(isShortcut(key('o', { ctrlKey: true }), shortcuts.newSession, false)).toBe(false);
    expect(isShortcut(key('K', { ctrlKey: true, shiftKey: true }), shortcuts.palette, false)).toBe(false);
    expect(isShortcut(key('k', { ctrlKey: true, altKey: true }), shortcuts.palette, false)).toBe(false);
  });
  it('is written as the platform writes it', () => {
    expect(shortcutLabel(shortcuts.newSession, false)).toBe('Ctrl+Shift+O');
    expect(shortcutLabel(shortcuts.settings, false)).toBe('Ctrl+,');
    expect(shortcutLabel(shortcuts.newSession, true)).toBe('⌘⇧O');
    expect(shortcutLabel(shortcuts.palette, true)).toBe('⌘K');
  });
  it('knows macOS by its platform name', () => {
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('macOS')).toBe(true);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
    expect(isMacPlatform('Win32')).toBe(false);
  });
});
