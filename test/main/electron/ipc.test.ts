import type { IpcMainInvokeEvent } from 'electron';
import { describe, expect, it } from 'vitest';
import { requestChannels } from '../../../shared/ipc/channels.ts';
import { createCore } from '../../../main/core/core.ts';
import { createHandlers } from '../../../main/core/ipc/handlers.ts';
import { createRouter } from '../../../main/core/ipc/router.ts';
import { forwardEvents, registerIpc } from '../../../main/electron/ipc.ts';
import { createWindowRoles } from '../../../main/electron/window-roles.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { FakeWindow } from './fake-electron.ts';

type Listener = (event: IpcMainInvokeEvent, input: unknown) => unknown;

function setup(options: { pickFolder?: () => Promise<string | null> } = {}) {
  const hidden: string[] = [];
  const core = createCore({
    dataDir: tempDir(),
    desktop: {
      host: 'electron',
      pickFolder: options.pickFolder ?? (() => Promise.resolve(null)),
      hideQuickAsk: () => hidden.push('quick'),
      fitQuickAsk: (height) => hidden.push(`quick ${height} high`),
      showMainWindow: () => hidden.push('main shown'),
      notify: () => {},
    },
  });
  const listeners = new Map<string, Listener>();
  const roles = createWindowRoles();
  registerIpc({ handle: (channel, listener) => listeners.set(channel, listener) }, createRouter(createHandlers(core)), ['app://deft'], roles);
  const main = new FakeWindow({});
  const quick = new FakeWindow({});
  roles.add(main, 'main');
  roles.add(quick, 'quick');
  const invoke = (channel: string, from: FakeWindow | null, input?: unknown, frameUrl = 'app://deft/index.html') =>
    listeners.get(channel)?.(
      { sender: { id: from?.webContents.id ?? -1 }, senderFrame: { url: frameUrl, parent: null } } as unknown as IpcMainInvokeEvent,
      input,
    );
  return { core, listeners, roles, main, quick, invoke, hidden };
}

describe('registerIpc', () => {
  it('handles every request channel of the contract', () => {
    expect([...setup().listeners.keys()].toSorted()).toEqual([...requestChannels].toSorted());
  });

  it('answers the main window through the router', async () => {
    const { invoke, main } = setup({ pickFolder: () => Promise.resolve('/home/me/project') });
    await expect(invoke('app.info', main)).resolves.toMatchObject({ ok: true, data: { name: 'Deft' } });
    await expect(invoke('shell.pickFolder', main)).resolves.toEqual({ ok: true, data: { path: '/home/me/project' } });
    await expect(invoke('app.info', main, { extra: 1 })).resolves.toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  it('refuses unknown senders, other origins and closed windows', async () => {
    const { invoke, main } = setup();
    expect(await invoke('app.info', null)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await invoke('app.info', main, undefined, 'https://evil.example/')).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    main.close();
    expect(await invoke('app.info', main)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('gives the quick-ask window only its narrower contract', async () => {
    const { invoke, quick, hidden } = setup();
    expect(await invoke('shell.hideQuickAsk', quick)).toEqual({ ok: true, data: null });
    expect(hidden).toEqual(['quick']);
    expect(await invoke('shell.pickFolder', quick)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('hands a session from the quick-ask window to the main one', async () => {
    const { invoke, quick, hidden, core, roles, main } = setup();
    forwardEvents(core.events, roles, () => {});
    expect(await invoke('shell.openInMain', quick, { sessionId: 's1' })).toEqual({ ok: true, data: null });
    expect(hidden).toEqual(['quick', 'main shown']);
    expect(main.webContents.sent).toEqual([['shell.sessionOpened', { sessionId: 's1' }]]);
    expect(await invoke('shell.openInMain', quick, { sessionId: '' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });
});

describe('the shell channels outside the desktop app', () => {
  it('refuse with a clear message', async () => {
    const router = createRouter(createHandlers(createCore({ dataDir: tempDir() })));
    expect(await router.handle('shell.pickFolder', undefined)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/only in the desktop app/) } });
    expect(await router.handle('shell.hideQuickAsk', undefined)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/only in the desktop app/) } });
  });
});

describe('forwardEvents', () => {
  it('sends validated core events to the live windows Deft created', () => {
    const { core, roles, main, quick } = setup();
    const stop = forwardEvents(core.events, roles, () => {});
    core.events.emit('shell.folderPicked', { path: '/p', via: 'menu' });
    quick.close();
    core.events.emit('app.notice', { level: 'info', message: 'hi' });
    stop();
    core.events.emit('app.notice', { level: 'info', message: 'after stop' });
    expect(main.webContents.sent).toEqual([
      ['shell.folderPicked', { path: '/p', via: 'menu' }],
      ['app.notice', { level: 'info', message: 'hi' }],
    ]);
    expect(quick.webContents.sent).toEqual([]);
  });

  it('sends the quick-ask window only the events of its answer, its approvals and notices', () => {
    const { core, roles, main, quick } = setup();
    forwardEvents(core.events, roles, () => {});
    core.events.emit('shell.folderPicked', { path: '/p', via: 'menu' });
    core.events.emit('chat.status', { sessionId: 's1', status: 'running' });
    core.events.emit('app.notice', { level: 'warning', message: 'careful' });
    expect(quick.webContents.sent.map(([channel]) => channel)).toEqual(['chat.status', 'app.notice']);
    expect(main.webContents.sent.map(([channel]) => channel)).toEqual(['shell.folderPicked', 'chat.status', 'app.notice']);
  });

  it('refuses to forward a payload that breaks the contract, logging the channel and the field', () => {
    const { core, roles, main } = setup();
    const logged: string[] = [];
    forwardEvents(core.events, roles, (message) => logged.push(message));
    core.events.emit('shell.folderPicked', { path: '', via: 'menu' });
    expect(main.webContents.sent).toEqual([]);
    expect(logged).toEqual([expect.stringMatching(/^shell\.folderPicked: the payload does not fit its contract and is not sent \(path: /)]);
  });

  it('logs the fields a payload carries beyond its contract, and forwards the rest', () => {
    const { core, roles, main } = setup();
    const logged: string[] = [];
    forwardEvents(core.events, roles, (message) => logged.push(message));
    const payload = { level: 'info', message: 'hi', shownAt: 5, extra: { deep: true } };
    core.events.emit('app.notice', payload as { level: 'info'; message: string });
    expect(main.webContents.sent).toEqual([['app.notice', { level: 'info', message: 'hi' }]]);
    expect(logged).toEqual(['app.notice: the payload has fields its contract does not know, left out: shownAt, extra']);
  });
});
