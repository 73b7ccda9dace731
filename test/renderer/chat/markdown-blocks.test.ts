import { describe, expect, it } from 'vitest';
import { markdownBlocks } from '../../../renderer/src/features/chat/markdown-blocks.ts';

describe('markdownBlocks', () => {
  it('splits at blank lines, keeping every character', () => {
    const text = '# Title\n\nFirst paragraph\nstill first.\n\n- a\n- b\n';
    expect(markdownBlocks(text)).toEqual(['# Title\n\n', 'First paragraph\nstill first.\n\n', '- a\n- b\n']);
    expect(markdownBlocks(text).join('')).toBe(text);
  });

  it('keeps a code fence whole across its blank lines, open or closed', () => {
    const closed = 'Run:\n\n```sh\necho one\n\necho two\n```\n\nDone.';
    expect(markdownBlocks(closed)).toEqual(['Run:\n\n', '```sh\necho one\n\necho two\n```\n\n', 'Done.']);
    const streaming = 'Run:\n\n~~~~\nline\n\n```\nstill code\n';
    expect(markdownBlocks(streaming)).toEqual(['Run:\n\n', '~~~~\nline\n\n```\nstill code\n']);
  });

  it('gives the same finished blocks as the text grows', () => {
    const before = markdownBlocks('One.\n\nTwo is gro');
    const after = markdownBlocks('One.\n\nTwo is growing.\n\nThree');
    expect(after[0]).toBe(before[0]);
    expect(after).toHaveLength(3);
  });
});
