import type { Notice } from '../../shared/ipc/contract.ts';
import { plainTextCipher, type SecretCipher } from '../core/settings/secrets.ts';

export interface SafeStorageApi {
  isEncryptionAvailable(): boolean;
  encryptString(text: string): Buffer;
  decryptString(data: Buffer): string;
  getSelectedStorageBackend?(): string;
}

/**
 * The core's secret cipher over Electron's safeStorage; call it once the app is ready. Without any
 * encryption the keys are kept as plain text, and on Linux without a keyring safeStorage "encrypts"
 * with a fixed key: both are reported, and `encrypts` is false so the settings screen says so too.
 */
export function safeStorageCipher(safeStorage: SafeStorageApi, platform: NodeJS.Platform, notify: (notice: Notice) => void): SecretCipher {
  if (!safeStorage.isEncryptionAvailable()) {
    notify({ level: 'warning', message: 'This system offers no encryption: API keys saved in Deft are stored as plain text. Prefer environment variables.' });
    return plainTextCipher;
  }
  const plainTextFallback = platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text';
  if (plainTextFallback) {
    notify({
      level: 'warning',
      message: 'No keyring (GNOME Keyring or KWallet) was found: API keys are stored with a fixed key, as good as plain text. Install and unlock a keyring, or use environment variables.',
    });
  }
  return {
    encrypts: !plainTextFallback,
    encrypt: (text) => safeStorage.encryptString(text),
    decrypt: (data) => safeStorage.decryptString(data),
  };
}
