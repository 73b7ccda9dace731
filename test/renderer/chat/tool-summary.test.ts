import { describe, expect, it } from 'vitest';
import { formatDuration, outputText, summarizeInput } from '../../../renderer/src/features/chat/tool-summary.ts';

describe('summarizeInput', () => {
  it('shows the telling field on one line, cut to length', () => {
    expect(summarizeInput({ command: 'npm test\n  --watch', description: 'tests' })).toBe('npm test --watch');
    expect(summarizeInput({ file_path: '/a/b.ts', limit: 5 })).toBe('/a/b.ts');
    expect(summarizeInput({ command: 'x'.repeat(300) }, 10)).toBe(`${'x'.repeat(9)}…`);
  });
  it('reads an input that is still JSON text', () => {
    expect(summarizeInput('{"file_path":"notes.txt","old_string":"draft"}')).toBe('notes.txt');
    expect(summarizeInput('{"file_path":"no')).toBe('"file_path":"no');
  });
  it('falls back to the JSON of other inputs', () => {
    expect(summarizeInput({ todos: [] })).toBe('{"todos":[]}');
    expect(summarizeInput(undefined)).toBe('');
  });
});

describe('outputText', () => {
  it('joins the text blocks and leaves images out', () => {
    expect(outputText([{ type: 'text', text: 'a' }, { type: 'image', data: 'x' }, { type: 'text', text: 'b' }])).toBe('a\nb');
    expect(outputText(null)).toBe('');
  });
});

describe('formatDuration', () => {
  it('picks a unit', () => {
    expect(formatDuration(12)).toBe('12 ms');
    expect(formatDuration(1500)).toBe('1.5 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
  });
});
