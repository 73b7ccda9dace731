import { describe, expect, it } from 'vitest';
import { closestNames } from '../../../../../main/core/common/validation/closest-names.ts';

const TOOLS = ['Read', 'Write', 'Edit', 'MultiEdit', 'Bash', 'Glob', 'Grep', 'LS', 'WebFetch', 'WebSearch', 'TodoWrite', 'NotebookEdit'];
const FIELDS = ['file_path', 'old_string', 'new_string', 'replace_all', 'offset', 'limit', 'content', 'pattern', 'path'];

describe('closestNames', () => {
  it('puts a case-insensitive match first', () => {
    expect(closestNames('bash', TOOLS)).toEqual(['Bash']);
    expect(closestNames('ls', TOOLS)).toEqual(['LS']);
    expect(closestNames('READ', ['reader', 'Read', 'read_file'])).toEqual(['Read', 'reader', 'read_file']);
  });

  it('treats snake_case, camelCase, kebab-case and PascalCase as the same words', () => {
    expect(closestNames('read_file', ['ReadFile', 'Read', 'write_file'])).toEqual(['ReadFile', 'Read']);
    expect(closestNames('filePath', FIELDS)).toEqual(['file_path', 'path']);
    expect(closestNames('file-path', FIELDS, 1)).toEqual(['file_path']);
    expect(closestNames('FilePath', FIELDS, 1)).toEqual(['file_path']);
    expect(closestNames('HTTPServer', ['http_server', 'https'])).toEqual(['http_server', 'https']);
    expect(closestNames('web_fetch', TOOLS)).toEqual(['WebFetch', 'WebSearch']);
    expect(closestNames('todo-write', TOOLS)).toEqual(['TodoWrite', 'Write']);
  });

  it('ranks prefix matches before substring matches, closer lengths first', () => {
    expect(closestNames('old_str', FIELDS)).toEqual(['old_string']);
    expect(closestNames('replace', FIELDS)).toEqual(['replace_all']);
    expect(closestNames('web', TOOLS)).toEqual(['WebFetch', 'WebSearch']);
    expect(closestNames('edit', TOOLS)).toEqual(['Edit', 'MultiEdit', 'NotebookEdit']);
    expect(closestNames('string', FIELDS)).toEqual(['new_string', 'old_string']);
  });

  it('puts a single typo before partial matches', () => {
    expect(closestNames('fiel_path', FIELDS)).toEqual(['file_path', 'path']);
    expect(closestNames('contnet', ['cont', 'content'])).toEqual(['content', 'cont']);
  });

  it('finds misspellings, counting a swap of neighbours as one edit', () => {
    expect(closestNames('fiel_path', FIELDS, 1)).toEqual(['file_path']);
    expect(closestNames('comand', ['command', 'commit', 'comment'])).toEqual(['command']);
    expect(closestNames('contnet', FIELDS)).toEqual(['content']);
    expect(closestNames('paht', FIELDS)).toEqual(['path']);
    expect(closestNames('Grpe', TOOLS)).toEqual(['Grep']);
    expect(closestNames('ofset', FIELDS)).toEqual(['offset']);
    expect(closestNames('limt', FIELDS)).toEqual(['limit']);
  });

  it('orders other misspellings by edits per character', () => {
    expect(closestNames('abcdefghij', ['abXdeXgh', 'abXdeXghij', 'aXcdefghij', 'XXXXXfghij'])).toEqual(['aXcdefghij', 'abXdeXghij', 'abXdeXgh']);
  });

  it('breaks ties alphabetically and drops duplicates', () => {
    expect(closestNames('cat', ['rat', 'bat', 'hat', 'bat'])).toEqual(['bat', 'hat', 'rat']);
  });

  it('returns nothing when nothing is close', () => {
    expect(closestNames('frobnicate', TOOLS)).toEqual([]);
    expect(closestNames('x', FIELDS)).toEqual([]);
    expect(closestNames('q', ['a', 'b'])).toEqual([]);
    expect(closestNames('', FIELDS)).toEqual([]);
    expect(closestNames('___', FIELDS)).toEqual([]);
    expect(closestNames('read', [])).toEqual([]);
    expect(closestNames('x'.repeat(500), ['y'.repeat(500)])).toEqual([]);
  });

  it('returns at most max names', () => {
    expect(closestNames('e', ['e', 'E'], 1)).toEqual(['E']);
    expect(closestNames('web', TOOLS, 1)).toEqual(['WebFetch']);
    expect(closestNames('web', TOOLS, 0)).toEqual([]);
    expect(closestNames('a', Array.from({ length: 10 }, () => 'A'))).toEqual(['A']);
    expect(closestNames('ab', ['abc', 'abd', 'abe', 'abf', 'abg', 'abh', 'abi'])).toHaveLength(5);
  });
});
