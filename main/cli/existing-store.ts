import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openStore, storeFileName, type Store } from '../core/store/store.ts';

/**
 * `read` over the data folder's session store, closed when `read` is done (when its promise
 * settles, for an async one); undefined, and no store created, when the folder has none yet.
 */
export function withExistingStore<T>(dataDir: string, read: (store: Store) => T): T | undefined {
  if (!existsSync(join(dataDir, storeFileName))) return undefined;
  const store = openStore({ dataDir });
  let result: T;
  try {
    result = read(store);
  } catch (error) {
    store.close();
    throw error;
  }
  if (result instanceof Promise) return result.finally(() => store.close()) as T;
  store.close();
  return result;
}

/** A value as the commands' `--json` output prints it. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
