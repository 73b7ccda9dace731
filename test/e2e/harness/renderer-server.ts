import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { readRendererFile } from '../../../main/core/page-files/renderer-files.ts';

export const rendererRoot = join(import.meta.dirname, '../../../out/renderer');

/** Serves the built renderer on loopback the way the app:// protocol does (same files, same headers): for the renderer bench, which brings its own window.deft. */
export async function serveRenderer(root = rendererRoot): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const file = await readRendererFile(root, new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!file) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, file.headers).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
