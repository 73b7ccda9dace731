import { protocol } from 'electron';
import { readRendererFile } from '../core/page-files/renderer-files.ts';

export const appScheme = 'app';
export const appOrigin = 'app://deft';

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: appScheme, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Serves the built renderer from `root` at app://deft/, refusing anything outside it. */
export function serveRenderer(root: string): void {
  protocol.handle(appScheme, async (request) => {
    const url = new URL(request.url);
    const file = url.host === 'deft' ? await readRendererFile(root, url.pathname) : null;
    if (!file) return new Response('Not found', { status: 404 });
    return new Response(new Uint8Array(file.body), { headers: file.headers });
  });
}
