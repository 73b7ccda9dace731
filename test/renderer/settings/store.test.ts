import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventChannels, requestChannels } from '../../../shared/ipc/channels.ts';
import { buildDeftApi } from '../../../preload/build-api.ts';
import { createCore, type Core } from '../../../main/core/core.ts';
import { createHandlers } from '../../../main/core/ipc/handlers.ts';
import { createRouter } from '../../../main/core/ipc/router.ts';
import { createSettingsStore } from '../../../renderer/src/features/settings/settings-store.ts';
import { tempDir } from '../../helpers/temp-dir.ts';

/** The store talks to the real router through the preload's own `window.deft` builder, as in the app. */
describe('the settings store against the real core', () => {
  let core: Core;
  let dataDir: string;
  let useSettings: ReturnType<typeof createSettingsStore>;

  beforeEach(() => {
    dataDir = tempDir();
    core = createCore({ dataDir, env: { PATH: process.env.PATH ?? '', HOME: dataDir } });
    const router = createRouter(createHandlers(core));
    const api = buildDeftApi({ requests: requestChannels, events: eventChannels }, { invoke: (channel, input) => router.handle(channel, input), subscribe: () => () => {} });
    useSettings = createSettingsStore(() => api);
  });
  afterEach(async () => {
    await core.close();
  });

  const userFile = () => join(dataDir, 'settings.json');

  it('writes one key of the user settings and keeps the others the file has now', async () => {
    writeFileSync(userFile(), JSON.stringify({ permissions: { allow: ['Read'] }, theirs: { kept: true } }));
    const outcome = await useSettings.getState().writeUser(['env', 'ANTHROPIC_BASE_URL'], 'https://proxy.example');
    expect(outcome).toEqual({ ok: true, problems: [] });
    expect(JSON.parse(readFileSync(userFile(), 'utf8'))).toEqual({ permissions: { allow: ['Read'] }, theirs: { kept: true }, env: { ANTHROPIC_BASE_URL: 'https://proxy.example' } });
    expect(useSettings.getState().user?.value).toHaveProperty('env.ANTHROPIC_BASE_URL', 'https://proxy.example');

    await useSettings.getState().writeUser(['env', 'ANTHROPIC_BASE_URL'], undefined);
    expect(JSON.parse(readFileSync(userFile(), 'utf8'))).toEqual({ permissions: { allow: ['Read'] }, theirs: { kept: true } });
  });

  it('never overwrites a file that does not hold a JSON object', async () => {
    writeFileSync(userFile(), '{ "model": "claude-sonnet-4-6", ');
    const outcome = await useSettings.getState().writeUser(['model'], 'ollama/qwen3');
    expect(outcome).toEqual({ ok: false, failure: { key: 'errors.notAnObject', params: { path: userFile() } } });
    expect(readFileSync(userFile(), 'utf8')).toBe('{ "model": "claude-sonnet-4-6", ');
  });

  it('answers the problems main finds in what was written', async () => {
    const outcome = await useSettings.getState().writeUser(['permissions', 'defaultMode'], 'sometimes');
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && outcome.problems.map((problem) => problem.message).join()).toContain('must be one of');
  });

  it('stores a key, knows only that it is stored, and clears it', async () => {
    expect(await useSettings.getState().setSecret('TAVILY_API_KEY', 'tvly-secret-value')).toBeNull();
    expect(useSettings.getState().secrets?.names).toEqual(['TAVILY_API_KEY']);
    expect(JSON.stringify(useSettings.getState())).not.toContain('tvly-secret-value');
    expect(await useSettings.getState().clearSecret('TAVILY_API_KEY')).toBeNull();
    expect(useSettings.getState().secrets?.names).toEqual([]);
  });

  it('keeps the failure main answers', async () => {
    const failure = await useSettings.getState().setSecret('TAVILY_API_KEY', '');
    expect(failure).toEqual({ text: expect.stringContaining('value') });
    expect(useSettings.getState().secrets).toBeNull();
  });
});
