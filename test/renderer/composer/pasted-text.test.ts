import { describe, expect, it } from 'vitest';
import { isLargePaste, lineCount, promptSegments, promptWithPastes, splitPastes } from '../../../renderer/src/features/composer/pasted-text.ts';

const log = (lines: number) => Array.from({ length: lines }, (_, index) => `line ${index + 1}`).join('\n');

describe('large pastes', () => {
  it('are those over 40 lines or 2,000 characters', () => {
    expect(isLargePaste(log(40))).toBe(false);
    expect(isLargePaste(`${log(40)}\n`)).toBe(false);
    expect(isLargePaste(log(41))).toBe(true);
    expect(isLargePaste('x'.repeat(2000))).toBe(false);
    expect(isLargePaste('x'.repeat(2001))).toBe(true);
  });

  it('count their lines without a last newline', () => {
    expect(lineCount('a\r\nb\r\n')).toBe(2);
    expect(lineCount('one')).toBe(1);
  });

  it('go after the typed text, marked, and come back as the same pieces', () => {
    const prompt = promptWithPastes('Why does this fail?', [`${log(220)}\n`, 'second\r\npaste']);
    expect(prompt.startsWith('Why does this fail?\n\n<pasted_text lines="220">\nline 1\n')).toBe(true);
    expect(promptSegments(prompt)).toEqual([
      { kind: 'text', text: 'Why does this fail?' },
      { kind: 'pasted', text: log(220), lines: 220 },
      { kind: 'pasted', text: 'second\npaste', lines: 2 },
    ]);
  });

  it('may be sent with nothing typed; a prompt without one is one piece, as written', () => {
    expect(promptSegments(promptWithPastes('', ['a\nb']))).toEqual([{ kind: 'pasted', text: 'a\nb', lines: 2 }]);
    expect(promptSegments('  just text\n')).toEqual([{ kind: 'text', text: '  just text\n' }]);
  });

  it('come apart again for a prompt box: the typed words for the box, the pastes for its chips', () => {
    expect(splitPastes(promptWithPastes('Why?', [log(50), 'x\ny']))).toEqual({ typed: 'Why?', pastes: [log(50), 'x\ny'] });
    expect(splitPastes(promptWithPastes('', [log(3)]))).toEqual({ typed: '', pastes: [log(3)] });
    expect(splitPastes('no pastes here')).toEqual({ typed: 'no pastes here', pastes: [] });
  });
});
