import { describe, expect, it } from 'vitest';
import { ftsExpression, queryWords } from '../../../../main/core/codesearch/fts-query.ts';
import { indexedProject, pathsOf } from './project-tree.ts';

describe('code search queries', () => {
  it('turns words into quoted prefix terms, with the parts of compound identifiers', () => {
    expect(ftsExpression(queryWords('parseConfig in go'))).toBe('"parseconfig"* OR "parse"* OR "config"* OR "in" OR "go"');
    expect(ftsExpression(queryWords('"say" AND NOT x*: y'))).toBe('"say"* OR "and"* OR "not"* OR "x" OR "y"');
    expect(queryWords('*** :: ""')).toEqual([]);
  });

  it('takes quotes, operators, stars, colons and unicode as plain text', async () => {
    const { index } = indexedProject({
      'a.ts': 'export function parseConfig() {}\n',
      'é.py': '# Größe der Datei\ndef größe_berechnen():\n    pass\n',
      'zh.md': '配置 文件\n',
    });
    for (const query of ['"parseConfig', 'parseConfig AND OR NOT', 'NEAR(parse config)', 'parse* -config', 'path:parseConfig', '{parse} ^config']) {
      expect(pathsOf(await index.search(query, 5)), query).toEqual(['a.ts']);
    }
    expect(pathsOf(await index.search('Größe', 5))).toEqual(['é.py']);
    expect(pathsOf(await index.search('grosse', 5))).toEqual([]);
    expect(pathsOf(await index.search('groß', 5))).toEqual(['é.py']);
    expect(pathsOf(await index.search('配置', 5))).toEqual(['zh.md']);
    expect(await index.search('"" ** ::', 5)).toEqual([]);
  });
});
