import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore } from '../main/core/core.ts';
import { createHandlers } from '../main/core/ipc/handlers.ts';
import { createRouter } from '../main/core/ipc/router.ts';
import { figure, medianMicros, type Figure } from './figure.ts';

/** What the router's validation costs on top of calling the service directly. */
export default async function run(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'deft-bench-'));
  try {
    const core = createCore({ dataDir });
    const router = createRouter(createHandlers(core));
    const direct = await medianMicros(() => core.app.info());
    const routed = await medianMicros(() => router.handle('app.info', undefined));
    return [figure('router.app.info round trip', 'µs', routed, 'direct core.app.info() call', direct)];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
