import type { DeftApi } from '../../shared/ipc/api.ts';

declare global {
  interface Window {
    deft: DeftApi;
  }
}

/** The only way the renderer reaches the main process: the API the preload exposes. */
export const deft = (): DeftApi => window.deft;
