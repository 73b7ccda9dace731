import { describe, expect, it } from 'vitest';
import { parsePatch } from '../../../../../../main/core/builtins/edit/patch/parse-patch.ts';

describe('parsePatch', () => {
  it('reads add, update with a move and hunks, and delete', () => {
    const patch = [
      '*** Begin Patch',
      '*** Add File: new.txt',
      '+hello',
      '+',
      '*** Update File: src/a.ts',
      '*** Move to: src/b.ts',
      '@@ function go() {',
      ' keep',
      '-old',
      '+new',
      '*** End of File',
      '*** Delete File: gone.txt',
      '*** End Patch',
    ].join('\n');
    expect(parsePatch(patch)).toEqual([
      { kind: 'add', path: 'new.txt', lines: ['hello', ''] },
      {
        kind: 'update',
        path: 'src/a.ts',
        moveTo: 'src/b.ts',
        chunks: [{ anchor: 'function go() {', oldLines: ['keep', 'old'], newLines: ['keep', 'new'], atEnd: true }],
      },
      { kind: 'delete', path: 'gone.txt' },
    ]);
  });

  it('takes a first hunk without "@@" and a blank line as empty context, and CRLF input', () => {
    const patch = '*** Begin Patch\r\n*** Update File: a\r\n-x\r\n\r\n+y\r\n*** End Patch\r\n';
    expect(parsePatch(patch)).toEqual([{ kind: 'update', path: 'a', chunks: [{ oldLines: ['x', ''], newLines: ['', 'y'], atEnd: false }] }]);
  });

  it('says what is wrong with a malformed patch', () => {
    expect(() => parsePatch('*** Update File: a\n-x\n+y')).toThrow(/first line must be "\*\*\* Begin Patch"/);
    expect(() => parsePatch('*** Begin Patch\n*** Update File: a\n-x\n')).toThrow(/last line must be "\*\*\* End Patch"/);
    expect(() => parsePatch('*** Begin Patch\n*** Add File: a\nno plus\n*** End Patch')).toThrow(/must start with "\+"/);
    expect(() => parsePatch('*** Begin Patch\n*** Update File: a\n*x\n*** End Patch')).toThrow(/must start with " ", "-", "\+" or "@@"/);
    expect(() => parsePatch('*** Begin Patch\n*** End Patch')).toThrow(/changes no file/);
  });
});
