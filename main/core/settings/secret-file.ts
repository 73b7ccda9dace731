import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomicSync } from '../common/files/atomic-write.ts';
import { secretNames, type SecretCipher, type SecretName, type SecretStore } from './secrets.ts';

export interface SecretFileOptions {
  dataDir: string;
  cipher: SecretCipher;
}

const secretFile = z.object({ values: z.partialRecord(z.enum(secretNames), z.base64()) });

/** Where the stored keys live; the permission service counts this folder as sensitive. */
export function secretFilePath(dataDir: string): string {
  return join(dataDir, 'secrets', 'secrets.json');
}

/**
 * Keys in `<data dir>/secrets/secrets.json` (mode 0600), each value passed through the cipher and
 * kept as base64. A file that cannot be read or decrypted counts as empty: the person sets the key again.
 */
export function createSecretFileStore({ dataDir, cipher }: SecretFileOptions): SecretStore {
  const file = secretFilePath(dataDir);
  const read = (): Partial<Record<SecretName, string>> => {
    try {
      return secretFile.parse(JSON.parse(readFileSync(file, 'utf8'))).values;
    } catch {
      return {};
    }
  };
  const write = (values: Partial<Record<SecretName, string>>) => {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileAtomicSync(file, `${JSON.stringify({ values }, null, 2)}\n`, { links: 'follow', mode: 0o600 });
  };
  return {
    encrypted: cipher.encrypts,
    get(name) {
      const stored = read()[name];
      if (stored === undefined) return undefined;
      try {
        return cipher.decrypt(Buffer.from(stored, 'base64')) || undefined;
      } catch {
        return undefined;
      }
    },
    set(name, value) {
      write({ ...read(), [name]: cipher.encrypt(value).toString('base64') });
    },
    clear(name) {
      const values = read();
      if (!(name in values)) return;
      delete values[name];
      write(values);
    },
    names() {
      const values = read();
      return secretNames.filter((name) => values[name] !== undefined);
    },
  };
}
