import { describe, expect, it } from 'vitest';
import { defaultDataDir } from '../../../main/core/paths.ts';

describe('defaultDataDir', () => {
  it('follows each platform convention and DEFT_DATA_DIR', () => {
    expect(defaultDataDir({}, 'linux', '/home/a')).toBe('/home/a/.config/Deft');
    expect(defaultDataDir({ XDG_CONFIG_HOME: '/x' }, 'linux', '/home/a')).toBe('/x/Deft');
    expect(defaultDataDir({}, 'darwin', '/Users/a')).toBe('/Users/a/Library/Application Support/Deft');
    expect(defaultDataDir({ DEFT_DATA_DIR: '/data' }, 'linux', '/home/a')).toBe('/data');
  });
});
