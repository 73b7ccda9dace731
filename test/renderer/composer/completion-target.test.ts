import { describe, expect, it } from 'vitest';
import { applyCompletion, findCompletionTarget } from '../../../renderer/src/features/composer/completion-target.ts';

describe('findCompletionTarget', () => {
  it('finds a slash command only at the start of the prompt, before any space', () => {
    expect(findCompletionTarget('/com', 4)).toEqual({ kind: 'command', query: 'com', start: 0, end: 4 });
    expect(findCompletionTarget('/', 1)).toEqual({ kind: 'command', query: '', start: 0, end: 1 });
    expect(findCompletionTarget('/compact now', 12)).toBeNull();
    expect(findCompletionTarget('see /tmp', 8)).toBeNull();
  });

  it('finds an @ mention after a space or at the start, and takes the rest of the word after the caret', () => {
    expect(findCompletionTarget('read @src/a', 11)).toEqual({ kind: 'file', query: 'src/a', start: 5, end: 11 });
    expect(findCompletionTarget('@no', 3)).toEqual({ kind: 'file', query: 'no', start: 0, end: 3 });
    expect(findCompletionTarget('read @srcXYZ please', 9)).toEqual({ kind: 'file', query: 'src', start: 5, end: 12 });
    expect(findCompletionTarget('mail me@example.com', 19)).toBeNull();
    expect(findCompletionTarget('read @src now', 13)).toBeNull();
  });
});

describe('applyCompletion', () => {
  it('replaces the word, adds one space, and puts the caret after it', () => {
    expect(applyCompletion('/com', { kind: 'command', query: 'com', start: 0, end: 4 }, '/compact')).toEqual({ text: '/compact ', caret: 9 });
    const target = findCompletionTarget('read @srcXYZ please', 9)!;
    expect(applyCompletion('read @srcXYZ please', target, '@src/app.ts')).toEqual({ text: 'read @src/app.ts please', caret: 17 });
  });
});
