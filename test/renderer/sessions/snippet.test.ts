import { describe, expect, it } from 'vitest';
import { snippetPieces } from '../../../renderer/src/features/sessions/snippet.ts';

describe('snippetPieces', () => {
  it('marks the words the search matched', () => {
    expect(snippetPieces('…the [final] note is [final]…')).toEqual([
      { text: '…the ', match: false },
      { text: 'final', match: true },
      { text: ' note is ', match: false },
      { text: 'final', match: true },
      { text: '…', match: false },
    ]);
  });
  it('keeps a snippet without matches whole', () => {
    expect(snippetPieces('plain')).toEqual([{ text: 'plain', match: false }]);
  });
});
