import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { normaliseMcpName } from '../tools/names.ts';
import type { ResourceContent } from './contents.ts';

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/json': 'json',
  'application/zip': 'zip',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Writes a blob resource into `dir` under a name made of its server and a hash of its bytes; returns the path. */
export async function saveBlob(dir: string, server: string, content: ResourceContent): Promise<string> {
  const bytes = Buffer.from(content.blob ?? '', 'base64');
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const extension = extensions[content.mimeType ?? ''] ?? 'bin';
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${normaliseMcpName(server)}-${hash}.${extension}`);
  await writeFile(path, bytes);
  return path;
}
