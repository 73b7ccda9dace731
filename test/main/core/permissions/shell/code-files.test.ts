import { describe, expect, it } from 'vitest';
import { codeFile } from '../../../../../main/core/permissions/shell/code-files.ts';

const named = (value: string, dynamic = false) => ({ value, dynamic, pattern: false, start: 0, end: value.length });

describe('codeFile: where a program reads code it is given as a file', () => {
  it('the input, however it is named', () => {
    for (const path of ['-', '/dev/stdin', '/dev//stdin', '/dev/./stdin', '../../dev/stdin', 'stdin', '/dev/fd/0', '/proc/self/fd/0', '/proc/thread-self/fd/0', '/proc/self/task/7/fd/0']) {
      expect(codeFile(named(path)), path).toBe('input');
    }
  });

  it('another descriptor, whose content the analysis does not follow', () => {
    for (const path of ['/dev/fd/3', '/proc/self/fd/4', '/proc/1/fd/0', 'fd/0', '3', '/dev/stdout']) expect(codeFile(named(path)), path).toBe('descriptor');
  });

  it('a name made when the command runs', () => {
    expect(codeFile(named('<(echo x)', true))).toBe('run time');
    expect(codeFile(named('$f', true))).toBe('run time');
  });

  it('a file on disk; `-` too where the program does not read its input so', () => {
    for (const path of ['Makefile', 'prog.awk', './fd', '/dev/null', 'scripts/stdin.sh']) expect(codeFile(named(path)), path).toBe('file');
    expect(codeFile(named('-'), { dashIsInput: false })).toBe('file');
  });
});
