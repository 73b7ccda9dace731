import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { secretFilePath } from '../../../../main/core/settings/secret-file.ts';
import type { SecretCipher } from '../../../../main/core/settings/secrets.ts';
import { workspaceSetup } from './setup.ts';

/** A real cipher (AES-256-GCM), standing in for Electron's safeStorage. */
function aesCipher(): SecretCipher {
  const key = randomBytes(32);
  return {
    encrypts: true,
    encrypt(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(data) {
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(12, 28));
      return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

describe('secrets', () => {
  it('stores keys encrypted in a file only its owner reads, and answers only their names', async () => {
    const { call, core, dataDir } = workspaceSetup({ cipher: aesCipher() });
    expect(await call('secrets.list', undefined)).toEqual({ names: [], encrypted: true });
    expect(await call('secrets.set', { name: 'OPENAI_API_KEY', value: 'sk-very-secret' })).toEqual({ names: ['OPENAI_API_KEY'], encrypted: true });
    await call('secrets.set', { name: 'ANTHROPIC_API_KEY', value: 'sk-ant-secret' });
    expect(await call('secrets.list', undefined)).toEqual({ names: ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY'], encrypted: true });
    const file = secretFilePath(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).not.toContain('very-secret');
    expect(core.workspace.secrets.get('OPENAI_API_KEY')).toBe('sk-very-secret');
    expect(await call('secrets.clear', { name: 'OPENAI_API_KEY' })).toEqual({ names: ['ANTHROPIC_API_KEY'], encrypted: true });
    expect(core.workspace.secrets.get('OPENAI_API_KEY')).toBeUndefined();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('says when keys are kept as plain text, and prefers stored keys to the environment', async () => {
    const { call, core } = workspaceSetup({ env: { OPENAI_API_KEY: 'from-env', TAVILY_API_KEY: 'tv-env' } });
    await call('secrets.set', { name: 'OPENAI_API_KEY', value: 'stored' });
    expect(await call('secrets.list', undefined)).toEqual({ names: ['OPENAI_API_KEY'], encrypted: false });
    expect(core.workspace.keys.get('OPENAI_API_KEY')).toBe('stored');
    expect(core.workspace.keys.get('TAVILY_API_KEY')).toBe('tv-env');
  });

  it('treats a broken file, or values another key encrypted, as no keys', async () => {
    const { call, core, dataDir } = workspaceSetup({ cipher: aesCipher() });
    const other = workspaceSetup({ cipher: aesCipher() });
    await other.call('secrets.set', { name: 'DEFT_API_KEY', value: 'k' });
    await call('secrets.set', { name: 'AMAP_API_KEY', value: 'a' });
    writeFileSync(secretFilePath(dataDir), readFileSync(secretFilePath(other.dataDir)));
    expect(core.workspace.secrets.get('DEFT_API_KEY')).toBeUndefined();
    writeFileSync(secretFilePath(dataDir), '{ broken');
    expect(await call('secrets.list', undefined)).toEqual({ names: [], encrypted: true });
    await call('secrets.set', { name: 'AMAP_API_KEY', value: 'a' });
    expect(core.workspace.secrets.get('AMAP_API_KEY')).toBe('a');
  });

  it('never answers a stored value', async () => {
    const { router } = workspaceSetup();
    const answers = [await router.handle('secrets.set', { name: 'GOOGLE_MAPS_API_KEY', value: 'gm-value-7781' })];
    for (const channel of ['secrets.list', 'models.providers', 'app.info'] as const) answers.push(await router.handle(channel, undefined));
    answers.push(await router.handle('secrets.clear', { name: 'GOOGLE_MAPS_API_KEY' }));
    expect(JSON.stringify(answers)).not.toContain('gm-value-7781');
  });

  it('refuses unknown names and empty values', async () => {
    const { failure } = workspaceSetup();
    expect(await failure('secrets.set', { name: 'HOME', value: 'x' })).toContain('Invalid input');
    expect(await failure('secrets.set', { name: 'OPENAI_API_KEY', value: '' })).toContain('Invalid input');
  });
});
