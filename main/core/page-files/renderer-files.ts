import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { resolveAssetPath } from './asset-path.ts';
import { contentSecurityPolicy } from './csp.ts';

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export interface RendererFile {
  body: Buffer;
  headers: Record<string, string>;
}

/** Reads a file of the built renderer for a URL path, with the headers every page gets (`policy` its CSP); null if refused. */
export async function readRendererFile(root: string, urlPath: string, policy = contentSecurityPolicy): Promise<RendererFile | null> {
  const file = resolveAssetPath(root, urlPath);
  if (!file) return null;
  return {
    body: await readFile(file),
    headers: {
      'Content-Type': mimeTypes[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': policy,
      'X-Content-Type-Options': 'nosniff',
    },
  };
}
