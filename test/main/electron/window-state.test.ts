import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWindowState, trackWindowState } from '../../../main/electron/window-state.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { FakeWindow } from './fake-electron.ts';

const oneDisplay = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] };

/** A debounce run by hand: tasks wait until `flush`. */
function manualDebounce() {
  let pending: (() => void) | undefined;
  let scheduled = 0;
  return {
    debounce: (task: () => void) => {
      scheduled++;
      pending = task;
      return () => (pending = undefined);
    },
    flush: () => pending?.(),
    scheduled: () => scheduled,
  };
}

describe('window state', () => {
  it('saves the bounds once things settle after moves and resizes', () => {
    const file = join(tempDir(), 'window-state.json');
    const window = new FakeWindow({ x: 10, y: 20, width: 1000, height: 700 });
    const timer = manualDebounce();
    trackWindowState(window, file, timer.debounce);
    window.emit('move');
    window.bounds = { x: 30, y: 40, width: 1100, height: 750 };
    window.emit('resize');
    expect(timer.scheduled()).toBe(2);
    expect(existsSync(file)).toBe(false);
    timer.flush();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ bounds: { x: 30, y: 40, width: 1100, height: 750 }, maximized: false });
    expect(loadWindowState(file, oneDisplay)).toEqual({ bounds: { x: 30, y: 40, width: 1100, height: 750 }, maximized: false });
  });

  it('saves at once when the window closes', () => {
    const file = join(tempDir(), 'window-state.json');
    const window = new FakeWindow({ x: 5, y: 5, width: 800, height: 600 });
    trackWindowState(window, file, manualDebounce().debounce);
    window.maximized = true;
    window.close();
    expect(loadWindowState(file, oneDisplay)).toEqual({ bounds: { x: 5, y: 5, width: 800, height: 600 }, maximized: true });
  });

  it('forgets bounds that are off every connected display, or a bad file', () => {
    const dir = tempDir();
    const file = join(dir, 'window-state.json');
    expect(loadWindowState(file, oneDisplay)).toBeNull();
    writeFileSync(file, JSON.stringify({ bounds: { x: 2000, y: 100, width: 800, height: 600 }, maximized: false }));
    expect(loadWindowState(file, oneDisplay)).toBeNull();
    const twoDisplays = { getAllDisplays: () => [...oneDisplay.getAllDisplays(), { workArea: { x: 1920, y: 0, width: 1280, height: 1024 } }] };
    expect(loadWindowState(file, twoDisplays)?.bounds.x).toBe(2000);
    writeFileSync(file, JSON.stringify({ bounds: { x: 1880, y: 100, width: 800, height: 600 }, maximized: false }));
    expect(loadWindowState(file, oneDisplay), 'only a 40 px sliver is visible').toBeNull();
    writeFileSync(file, JSON.stringify({ bounds: { x: 0, y: 0, width: 'wide', height: 600 } }));
    expect(loadWindowState(file, oneDisplay)).toBeNull();
    writeFileSync(file, 'not json');
    expect(loadWindowState(file, oneDisplay)).toBeNull();
  });
});
