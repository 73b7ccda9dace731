import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../shared/ipc/contract.ts';
import { plainTextCipher } from '../../../main/core/settings/secrets.ts';
import { safeStorageCipher } from '../../../main/electron/secret-cipher.ts';

/** Electron's safeStorage surface, reversing bytes instead of calling the OS keyring. */
function fakeSafeStorage(available: boolean, backend: string) {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text: string) => Buffer.from(text, 'utf8').reverse(),
    decryptString: (data: Buffer) => Buffer.from(data).reverse().toString('utf8'),
    getSelectedStorageBackend: () => backend,
  };
}

describe('safeStorageCipher', () => {
  it('encrypts and decrypts through safeStorage, never handing back the plain text as stored', () => {
    const notices: Notice[] = [];
    const cipher = safeStorageCipher(fakeSafeStorage(true, 'gnome_libsecret'), 'linux', (notice) => notices.push(notice));
    const stored = cipher.encrypt('sk-secret-value');
    expect(stored.toString('utf8')).not.toContain('sk-secret-value');
    expect(cipher.decrypt(stored)).toBe('sk-secret-value');
    expect(cipher.encrypts).toBe(true);
    expect(notices).toEqual([]);
  });

  it('warns when Linux falls back to basic_text', () => {
    const notices: Notice[] = [];
    const cipher = safeStorageCipher(fakeSafeStorage(true, 'basic_text'), 'linux', (notice) => notices.push(notice));
    expect(cipher.encrypts).toBe(false);
    expect(cipher.decrypt(cipher.encrypt('k'))).toBe('k');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.level).toBe('warning');
    expect(notices[0]?.message).toMatch(/keyring/);
  });

  it('does not ask other platforms for a Linux backend', () => {
    const notices: Notice[] = [];
    expect(safeStorageCipher(fakeSafeStorage(true, 'basic_text'), 'darwin', (notice) => notices.push(notice)).encrypts).toBe(true);
    expect(notices).toEqual([]);
  });

  it('falls back to plain text, saying so, when no encryption is available', () => {
    const notices: Notice[] = [];
    const cipher = safeStorageCipher(fakeSafeStorage(false, 'unknown'), 'win32', (notice) => notices.push(notice));
    expect(cipher).toBe(plainTextCipher);
    expect(notices[0]?.message).toMatch(/plain text/);
  });
});
