import { describe, expect, it, vi } from 'vitest';
import { requestChannels } from '../../../../shared/ipc/channels.ts';
import { requests } from '../../../../shared/ipc/contract.ts';
import { createCore } from '../../../../main/core/core.ts';
import { createHandlers } from '../../../../main/core/ipc/handlers.ts';
import { createRouter, type Handlers } from '../../../../main/core/ipc/router.ts';
import { appVersion } from '../../../../main/core/version.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

function setup() {
  const dataDir = tempDir();
  const core = createCore({ dataDir });
  return { dataDir, core, router: createRouter(createHandlers(core)) };
}

describe('router', () => {
  it('answers app.info with data that satisfies the contract', async () => {
    const { router, dataDir } = setup();
    const result = await router.handle('app.info', undefined);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const info = requests['app.info'].output.parse(result.data);
    expect(info).toMatchObject({ name: 'Deft', version: appVersion, dataDir, electronVersion: null });
    expect(info.nodeVersion).toBe(process.versions.node);
  });

  it('rejects unknown channels, including prototype keys', async () => {
    const { router } = setup();
    for (const channel of ['nope', '__proto__', 'constructor', 'toString', '', 42, null, undefined, {}]) {
      const result = await router.handle(channel, undefined);
      expect(result).toMatchObject({ ok: false, error: { code: 'unknown_channel' } });
    }
  });

  it('rejects input that does not satisfy the contract, saying why', async () => {
    const { router } = setup();
    const result = await router.handle('app.info', { extra: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    if (!result.ok) expect(result.error.message).toContain('app.info');
  });

  it('turns a failing service into an internal error and reports the cause', async () => {
    const onInternalError = vi.fn();
    const { core } = setup();
    const handlers: Handlers = {
      ...createHandlers(core),
      'app.info': () => {
        throw new Error('disk on fire');
      },
    };
    const router = createRouter(handlers, { onInternalError });
    const result = await router.handle('app.info', undefined);
    expect(result).toEqual({ ok: false, error: { code: 'internal', message: 'disk on fire' } });
    expect(onInternalError).toHaveBeenCalledWith('app.info', expect.any(Error));
  });

  it('strips fields a service returns beyond the contract', async () => {
    const { core } = setup();
    const leaky = () => Object.assign({ apiKey: 'sk-secret' }, core.app.info());
    const router = createRouter({ ...createHandlers(core), 'app.info': leaky });
    const result = await router.handle('app.info', undefined);
    expect(result.ok && 'apiKey' in (result.data as object)).toBe(false);
  });

  it('has a handler for every request channel of the contract', () => {
    const { core } = setup();
    expect(Object.keys(createHandlers(core)).sort()).toEqual([...requestChannels].sort());
    expect(Object.keys(requests).sort()).toEqual([...requestChannels].sort());
  });
});
