import { mediaType } from './media-type.ts';

/** The body as text in its declared charset (the Content-Type's, else an HTML page's `<meta>`, else UTF-8). */
export function decodeText(body: Buffer, contentType: string | undefined): string {
  const label = charsetOf(contentType) ?? (mediaType(contentType) === 'text/html' || !contentType ? metaCharset(body) : undefined);
  try {
    return new TextDecoder(label ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
}

function metaCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, 4096).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
}
