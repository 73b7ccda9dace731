/**
 * Bytes that are not valid UTF-8 become the lone surrogates U+DC80–U+DCFF (one per byte) so that a
 * file in another encoding survives decode, edit and encode byte for byte outside the edited text.
 */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const escapeBase = 0xdc00;

export interface DecodedBytes {
  text: string;
  /** Some bytes were not UTF-8 and are carried as escapes. */
  escaped: boolean;
}

export function decodeLossless(bytes: Uint8Array): DecodedBytes {
  try {
    return { text: strictUtf8.decode(bytes), escaped: false };
  } catch {
    return { text: decodeEscaping(bytes), escaped: true };
  }
}

export function encodeLossless(text: string, escaped: boolean): Buffer {
  if (!escaped) return Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  let runStart = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0xdc80 || code > 0xdcff || isHighSurrogate(text.charCodeAt(index - 1))) continue;
    parts.push(Buffer.from(text.slice(runStart, index), 'utf8'), Buffer.of(code - escapeBase));
    runStart = index + 1;
  }
  parts.push(Buffer.from(text.slice(runStart), 'utf8'));
  return Buffer.concat(parts);
}

function decodeEscaping(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let text = '';
  let runStart = 0;
  let index = 0;
  while (index < buffer.length) {
    const length = validSequenceLength(buffer, index);
    if (length > 0) {
      index += length;
      continue;
    }
    text += buffer.toString('utf8', runStart, index) + String.fromCharCode(escapeBase + buffer[index]);
    index += 1;
    runStart = index;
  }
  return text + buffer.toString('utf8', runStart, index);
}

/** The length of the valid UTF-8 sequence at `index`, or 0 when the byte there starts none. */
function validSequenceLength(bytes: Buffer, index: number): number {
  const lead = bytes[index];
  if (lead < 0x80) return 1;
  const continuation = (offset: number, low = 0x80, high = 0xbf) =>
    index + offset < bytes.length && bytes[index + offset] >= low && bytes[index + offset] <= high;
  if (lead >= 0xc2 && lead <= 0xdf) return continuation(1) ? 2 : 0;
  if (lead >= 0xe0 && lead <= 0xef) {
    const low = lead === 0xe0 ? 0xa0 : 0x80;
    const high = lead === 0xed ? 0x9f : 0xbf;
    return continuation(1, low, high) && continuation(2) ? 3 : 0;
  }
  if (lead >= 0xf0 && lead <= 0xf4) {
    const low = lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xf4 ? 0x8f : 0xbf;
    return continuation(1, low, high) && continuation(2) && continuation(3) ? 4 : 0;
  }
  return 0;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
