export type ContentKind = 'html' | 'pdf' | 'text' | 'binary';

const textTypes = new Set([
  'application/json',
  'application/xml',
  'application/javascript',
  'application/x-javascript',
  'application/ecmascript',
  'application/yaml',
  'application/x-yaml',
  'application/toml',
  'application/x-sh',
  'application/sql',
  'application/graphql',
  'application/x-ndjson',
  'application/csv',
  'application/x-httpd-php',
]);

/** The media type without its parameters, lower-cased; undefined when absent. */
export function mediaType(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';')[0].trim().toLowerCase();
  return type || undefined;
}

/** What the body is, by its Content-Type, or by its first bytes when the type is missing or generic. */
export function contentKind(contentType: string | undefined, body: Buffer): ContentKind {
  const type = mediaType(contentType);
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (type === 'application/pdf') return 'pdf';
  if (type?.startsWith('text/') || (type && (textTypes.has(type) || type.endsWith('+json') || type.endsWith('+xml')))) return 'text';
  if (type === undefined || type === 'application/octet-stream' || type === 'binary/octet-stream') return sniff(body);
  return 'binary';
}

function sniff(body: Buffer): ContentKind {
  const head = body.subarray(0, 8192);
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.includes(0)) return 'binary';
  const start = head.toString('utf8').trimStart().slice(0, 512).toLowerCase();
  if (start.startsWith('<!doctype html') || start.startsWith('<html') || /^(?:<!--[\s\S]*?-->\s*)*<(?:head|body)\b/.test(start)) return 'html';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, lastCompleteChar(head)));
    return 'text';
  } catch {
    return 'binary';
  }
}

/** Where the last UTF-8 sequence that may be cut off by the 8 KB window starts. */
function lastCompleteChar(bytes: Buffer): number {
  let end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back];
    if ((byte & 0xc0) !== 0x80) {
      if (byte >= 0xc0) end -= back;
      break;
    }
  }
  return end;
}
