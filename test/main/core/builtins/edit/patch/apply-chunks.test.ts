import { describe, expect, it } from 'vitest';
import { applyChunks } from '../../../../../../main/core/builtins/edit/patch/apply-chunks.ts';
import type { Chunk } from '../../../../../../main/core/builtins/edit/patch/parse-patch.ts';

const chunk = (oldLines: string[], newLines: string[], more: Partial<Chunk> = {}): Chunk => ({ oldLines, newLines, atEnd: false, ...more });

describe('applyChunks', () => {
  const text = ['function a() {', '  return 1;', '}', 'function b() {', '  return 1;', '}', ''].join('\n');

  it('uses the @@ line to choose between equal lines', () => {
    const result = applyChunks(text, [chunk(['  return 1;'], ['  return 2;'], { anchor: 'function b() {' })], 'f');
    expect(result).toBe(text.replace('b() {\n  return 1;', 'b() {\n  return 2;'));
  });

  it('applies several chunks in file order and keeps the final newline', () => {
    const result = applyChunks(text, [chunk(['function a() {'], ['function one() {']), chunk(['function b() {'], ['function two() {'])], 'f');
    expect(result).toBe(text.replace('a()', 'one()').replace('b()', 'two()'));
  });

  it('adds lines at the end for a chunk with no old lines', () => {
    expect(applyChunks('a\n', [chunk([], ['b'])], 'f')).toBe('a\nb\n');
  });

  it('refuses a chunk whose lines are not in the file, pointing at the closest region', () => {
    expect(() => applyChunks(text, [chunk(['function b() {', '  return 3;'], ['x'])], 'f')).toThrow(
      /Hunk 1 of f does not match the file[\s\S]*closest region is lines 4–5[\s\S]*No file was changed/,
    );
  });

  it('refuses a second chunk that only matches before the first', () => {
    expect(() => applyChunks(text, [chunk(['function b() {'], ['x']), chunk(['function a() {'], ['y'])], 'f')).toThrow(/Hunk 2 of f/);
  });
});
