import type { MenuItemConstructorOptions } from 'electron';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { applicationMenu } from '../../../main/electron/menu.ts';
import { createTray, type TrayApi } from '../../../main/electron/tray.ts';

function recorder() {
  const calls: string[] = [];
  const action = (name: string) => () => calls.push(name);
  return { calls, action };
}

function click(items: MenuItemConstructorOptions[], label: string) {
  const item = items.find((entry) => entry.label === label);
  expect(item, label).toBeDefined();
  (item?.click as () => void)();
}

function submenu(template: MenuItemConstructorOptions[], key: string) {
  const menu = template.find((entry) => entry.label === key || entry.role === key);
  return menu?.submenu as MenuItemConstructorOptions[];
}

describe('application menu', () => {
  const { calls, action } = recorder();
  const actions = { openFolder: action('open'), quickAsk: action('quick'), openLogsFolder: action('logs'), command: (name: string) => calls.push(`command ${name}`) };

  it('has File, Edit, View, Window and Help, with the app menu on macOS only', () => {
    const linux = applicationMenu(actions, 'linux');
    expect(linux.map((entry) => entry.label ?? entry.role)).toEqual(['&File', 'editMenu', 'viewMenu', '&Go', 'windowMenu', 'help']);
    expect(applicationMenu(actions, 'darwin')[0]?.role).toBe('appMenu');
    expect(submenu(linux, '&File').at(-1)?.role).toBe('quit');
    expect(submenu(applicationMenu(actions, 'darwin'), '&File').at(-1)?.role).toBe('close');
  });

  it('wires Open Folder (with its shortcut), Quick Ask and the Help items', () => {
    const template = applicationMenu(actions, 'linux');
    const file = submenu(template, '&File');
    expect(file.find((entry) => entry.label === 'Open Folder…')?.accelerator).toBe('CommandOrControl+O');
    click(file, 'Open Folder…');
    click(file, 'Quick Ask');
    click(submenu(template, 'help'), 'Open Logs Folder');
    expect(calls).toEqual(['open', 'quick', 'logs']);
  });

  it("shows the main window's shortcuts without taking their keys, and has the window carry a clicked one out", () => {
    calls.length = 0;
    const template = applicationMenu(actions, 'linux');
    const shown = [...submenu(template, '&File'), ...submenu(template, '&Go')].filter((entry) => entry.registerAccelerator === false);
    expect(shown.map((entry) => [entry.label, entry.accelerator])).toEqual([
      ['New Session', 'CommandOrControl+Shift+O'],
      ['Settings…', 'CommandOrControl+,'],
      ['Command Palette…', 'CommandOrControl+K'],
      ['Search Sessions', 'CommandOrControl+Shift+F'],
      ['Go to Prompt', 'CommandOrControl+L'],
      ['Show or Hide Sidebar', 'CommandOrControl+B'],
    ]);
    click(submenu(template, '&File'), 'New Session');
    click(submenu(template, '&Go'), 'Show or Hide Sidebar');
    expect(calls).toEqual(['command newSession', 'command toggleSidebar']);
  });
});

describe('tray', () => {
  it('shows Show, Quick Ask and Quit, and a click on the icon shows the window', () => {
    const { calls, action } = recorder();
    let template: MenuItemConstructorOptions[] = [];
    class FakeTray extends EventEmitter {
      tooltip = '';
      icon: unknown;
      constructor(icon: unknown) {
        super();
        this.icon = icon;
      }
      setToolTip(text: string) {
        this.tooltip = text;
      }
      setContextMenu() {}
    }
    const api = {
      Tray: FakeTray,
      Menu: { buildFromTemplate: (items: MenuItemConstructorOptions[]) => ((template = items), {}) },
    } as unknown as TrayApi;
    const tray = createTray(api, '/icons/tray.png', { show: action('show'), quickAsk: action('quick'), quit: action('quit') });
    expect(template.filter((item) => item.label).map((item) => item.label)).toEqual(['Show Deft', 'Quick Ask', 'Quit']);
    for (const label of ['Show Deft', 'Quick Ask', 'Quit']) click(template, label);
    (tray as unknown as FakeTray).emit('click');
    expect(calls).toEqual(['show', 'quick', 'quit', 'show']);
    expect((tray as unknown as FakeTray).icon).toBe('/icons/tray.png');
  });
});
