import { readFile } from 'node:fs/promises';
import { detectEncoding, type TextEncoding } from '../files/text-encoding.ts';
import { decodeLossless, encodeLossless } from './lossless-utf8.ts';

/** A file's text as tools edit it: no BOM, LF line endings; and how to turn it back into the same kind of bytes. */
export interface TextFile {
  bytes: Buffer;
  /** The content with the BOM removed and, in a CRLF file, every CRLF turned into LF. */
  text: string;
  encoding: TextEncoding['label'];
  bom: boolean;
  crlf: boolean;
  /** UTF-8 only: some bytes were not UTF-8 and are carried through as escapes. */
  escaped: boolean;
}

export type TextStyle = Pick<TextFile, 'encoding' | 'bom' | 'crlf' | 'escaped'>;

/** How a new file is written. */
export const plainText: TextStyle = { encoding: 'utf-8', bom: false, crlf: false, escaped: false };

const bomMark = '\uFEFF';
const sniffBytes = 4096;

export async function readTextFile(path: string): Promise<TextFile> {
  return textFileOf(await readFile(path));
}

export function textFileOf(bytes: Buffer): TextFile {
  const { label } = detectEncoding(bytes.subarray(0, sniffBytes));
  const decoded = label === 'utf-8' ? decodeLossless(bytes) : { text: new TextDecoder(label, { ignoreBOM: true }).decode(bytes), escaped: false };
  const bom = decoded.text.startsWith(bomMark);
  const withoutBom = bom ? decoded.text.slice(1) : decoded.text;
  const crlf = usesCrlf(withoutBom);
  return {
    bytes,
    text: crlf ? withoutBom.replaceAll('\r\n', '\n') : withoutBom,
    encoding: label,
    bom,
    crlf,
    escaped: decoded.escaped,
  };
}

/** The bytes of `text` written the way `like` was: its encoding, BOM and line endings. */
export function encodeLike(like: TextStyle, text: string): Buffer {
  const lines = like.crlf ? text.replaceAll('\r\n', '\n').replaceAll('\n', '\r\n') : text;
  const full = like.bom ? bomMark + lines : lines;
  if (like.encoding === 'utf-8') return encodeLossless(full, like.escaped);
  const littleEndian = Buffer.from(full, 'utf16le');
  return like.encoding === 'utf-16le' ? littleEndian : littleEndian.swap16();
}

/** Text from the model in the tools' convention: LF line endings. */
export function normaliseNewlines(text: string): string {
  return text.replaceAll('\r\n', '\n');
}

/** Every line ends in CRLF (a file of mixed endings is edited as it is). */
function usesCrlf(text: string): boolean {
  const crlfCount = countOf(text, '\r\n');
  return crlfCount > 0 && crlfCount === countOf(text, '\n');
}

function countOf(text: string, needle: string): number {
  let count = 0;
  for (let index = text.indexOf(needle); index !== -1; index = text.indexOf(needle, index + needle.length)) count++;
  return count;
}
