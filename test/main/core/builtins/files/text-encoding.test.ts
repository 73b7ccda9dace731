import { describe, expect, it } from 'vitest';
import { looksBinary } from '../../../../../main/core/common/text/binary.ts';
import { detectEncoding } from '../../../../../main/core/builtins/files/text-encoding.ts';

describe('detectEncoding', () => {
  it('goes by the byte order mark when there is one', () => {
    expect(detectEncoding(Buffer.from('\uFEFFabc'))).toEqual({ label: 'utf-8', bomLength: 3 });
    expect(detectEncoding(Buffer.from('\uFEFFabc', 'utf16le'))).toEqual({ label: 'utf-16le', bomLength: 2 });
    expect(detectEncoding(Buffer.from('\uFEFFabc', 'utf16le').swap16())).toEqual({ label: 'utf-16be', bomLength: 2 });
  });

  it('recognises UTF-16 without a BOM by its zero bytes, and takes anything else for UTF-8', () => {
    expect(detectEncoding(Buffer.from('plain text\n', 'utf16le'))).toEqual({ label: 'utf-16le', bomLength: 0 });
    expect(detectEncoding(Buffer.from('plain text\n', 'utf16le').swap16())).toEqual({ label: 'utf-16be', bomLength: 0 });
    expect(detectEncoding(Buffer.from('plain text\n'))).toEqual({ label: 'utf-8', bomLength: 0 });
    expect(detectEncoding(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]))).toEqual({ label: 'utf-8', bomLength: 0 });
  });
});

describe('looksBinary', () => {
  it('is true for a NUL byte or more than 30% control bytes, false for text with a few', () => {
    expect(looksBinary(Buffer.from('abc\0def'))).toBe(true);
    expect(looksBinary(Buffer.from('\x01\x02\x03abcdef'))).toBe(true);
    expect(looksBinary(Buffer.from('\x01\x02abcdefgh'))).toBe(false);
    expect(looksBinary(Buffer.from('tabs\tand\r\nnewlines\x1b[0m and ümlauts'))).toBe(false);
    expect(looksBinary(Buffer.alloc(0))).toBe(false);
  });
});
