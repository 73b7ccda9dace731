import { describe, expect, it } from 'vitest';
import { decodeLossless, encodeLossless } from '../../../../../main/core/builtins/edit/lossless-utf8.ts';

describe('lossless UTF-8', () => {
  it('decodes valid UTF-8 as is', () => {
    const bytes = Buffer.from('héllo ✓ 𝄞', 'utf8');
    expect(decodeLossless(bytes)).toEqual({ text: 'héllo ✓ 𝄞', escaped: false });
  });

  it('carries invalid bytes through decode and encode byte for byte', () => {
    const bytes = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a, 0xff, 0xfe, 0xc3, 0xa9, 0xe2, 0x82, 0x0a, 0xed, 0xa0, 0x80, 0xc0, 0x80]);
    const decoded = decodeLossless(bytes);
    expect(decoded.escaped).toBe(true);
    expect(decoded.text.startsWith('caf')).toBe(true);
    expect(decoded.text).toContain('é\u{dce2}');
    expect(encodeLossless(decoded.text, true).equals(bytes)).toBe(true);
  });

  it('edits around the escapes leave them intact', () => {
    const bytes = Buffer.from([0x61, 0xe9, 0x62]);
    const { text } = decodeLossless(bytes);
    expect([...encodeLossless(text.replace('b', 'c'), true)]).toEqual([0x61, 0xe9, 0x63]);
  });
});
