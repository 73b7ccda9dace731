import { describe, expect, it } from 'vitest';
import { encodeLike, textFileOf } from '../../../../../main/core/builtins/edit/text-file.ts';

describe('textFileOf and encodeLike', () => {
  it('edits a CRLF file with a BOM in LF and writes it back with both', () => {
    const bytes = Buffer.from('\uFEFFa\r\nb\r\n', 'utf8');
    const file = textFileOf(bytes);
    expect(file).toMatchObject({ text: 'a\nb\n', bom: true, crlf: true });
    expect(encodeLike(file, file.text).equals(bytes)).toBe(true);
    expect(encodeLike(file, 'a\nc\n').toString('utf8')).toBe('\uFEFFa\r\nc\r\n');
  });

  it('leaves a file of mixed line endings as it is', () => {
    const file = textFileOf(Buffer.from('a\r\nb\nc\r\n'));
    expect(file).toMatchObject({ text: 'a\r\nb\nc\r\n', crlf: false });
  });

  it('round-trips UTF-16 with a BOM', () => {
    const bytes = Buffer.concat([Buffer.of(0xff, 0xfe), Buffer.from('hi\r\nthere\r\n', 'utf16le')]);
    const file = textFileOf(bytes);
    expect(file).toMatchObject({ text: 'hi\nthere\n', encoding: 'utf-16le', bom: true, crlf: true });
    expect(encodeLike(file, file.text).equals(bytes)).toBe(true);
  });
});
