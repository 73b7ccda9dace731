import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { A_NUMBER, expandWord, type ExpansionScope } from '../../../../../main/core/permissions/shell/expansion.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';

/** A scope with fixed variables: what touched-paths builds from the environment and the line. */
function scope(variables: Record<string, string[]> = {}, cwds = ['/p']): ExpansionScope {
  return {
    variable: (name) => variables[name] ?? { unknown: `$${name} is unknown` },
    homes: ['/home/u'],
    homeOf: (user) => (user === 'root' ? '/root' : undefined),
    cwds,
  };
}

const words = (raw: string, within = scope()) => expandWord(raw, within);

describe('expandWord', () => {
  it('expands variables in every form bash has, quoted or not', () => {
    const within = scope({ HOME: ['/home/u'], EMPTY: [''] });
    expect(words('$HOME/.ssh/id_rsa', within)).toEqual({ words: ['/home/u/.ssh/id_rsa'] });
    expect(words('${HOME}/.aws/credentials', within)).toEqual({ words: ['/home/u/.aws/credentials'] });
    expect(words('"$HOME"/x', within)).toEqual({ words: ['/home/u/x'] });
    expect(words('"${HOME}/a b"', within)).toEqual({ words: ['/home/u/a b'] });
    expect(words('${EMPTY:-~/.ssh}', within)).toEqual({ words: ['/home/u/.ssh'] });
    expect(words('${HOME:-/x}/k', within)).toEqual({ words: ['/home/u/k'] });
    expect(words('${EMPTY:+/x}y', within)).toEqual({ words: ['y'] });
    expect(words('${HOME:?unset}/k', within)).toEqual({ words: ['/home/u/k'] });
  });

  it('keeps quoted and escaped text literal', () => {
    const within = scope({ HOME: ['/home/u'] });
    expect(words("'$HOME'/x", within)).toEqual({ words: ['$HOME/x'] });
    expect(words('\\$HOME/x', within)).toEqual({ words: ['$HOME/x'] });
    expect(words("'~'/x", within)).toEqual({ words: ['~/x'] });
    expect(words('"{a,b}"', within)).toEqual({ words: ['{a,b}'] });
    expect(words("$'\\x2e'ssh", within)).toEqual({ words: ['.ssh'] });
    expect(words('$"x"', within)).toEqual({ words: ['x'] });
  });

  it('expands ~, ~user, ~+ and ~- at the start of a word only', () => {
    const within = scope({ OLDPWD: ['/old'] });
    expect(words('~', within)).toEqual({ words: ['/home/u'] });
    expect(words('~/.ssh', within)).toEqual({ words: ['/home/u/.ssh'] });
    expect(words('~root/.ssh/id_rsa', within)).toEqual({ words: ['/root/.ssh/id_rsa'] });
    expect(words('~nobody-here/x', within)).toEqual({ words: ['~nobody-here/x'] });
    expect(words('~+/x', within)).toEqual({ words: ['/p/x'] });
    expect(words('~-/x', within)).toEqual({ words: ['/old/x'] });
    expect(words('a~/x', within)).toEqual({ words: ['a~/x'] });
  });

  it('splits an unquoted value into words, and keeps a quoted one whole', () => {
    const within = scope({ TWO: ['/home/u/.ssh/id_rsa /dev/null'] });
    expect(words('$TWO', within)).toEqual({ words: ['/home/u/.ssh/id_rsa', '/dev/null'] });
    expect(words('"$TWO"', within)).toEqual({ words: ['/home/u/.ssh/id_rsa /dev/null'] });
  });

  it('gives every value a variable may have, in every combination with braces', () => {
    const within = scope({ D: ['/a', '/b'] });
    expect(words('$D/{x,y}', within)).toEqual({ words: ['/a/x', '/b/x', '/a/y', '/b/y'] });
    expect(words('~/.{ssh,aws}/x', within)).toEqual({ words: ['/home/u/.ssh/x', '/home/u/.aws/x'] });
  });

  it('follows $(pwd) and `pwd`, and stands a number for $((…)) and ${#x}', () => {
    const within = scope({ X: ['abc'] }, ['/work']);
    expect(words('$(pwd)/src', within)).toEqual({ words: ['/work/src'] });
    expect(words('"`pwd`"/src', within)).toEqual({ words: ['/work/src'] });
    const environs = words('/proc/$((1+1))/environ', within);
    expect(environs).toMatchObject({ words: expect.arrayContaining(['/proc/1/environ', `/proc/${process.pid}/environ`]) });
    expect('words' in environs && environs.words.every((path) => /^\/proc\/\d+\/environ$/.test(path))).toBe(true);
    expect(words('${#X}', within)).toEqual({ words: ['[0-9]*'] });
    expect(words('/proc/$N/nothing-here', scope({ N: [A_NUMBER] }))).toEqual({ words: ['/proc/[0-9]*/nothing-here'] });
  });

  it('says why a word is not known, in words a person understands', () => {
    expect(words('$SOMETHING/x')).toEqual({ unknown: '$SOMETHING is unknown' });
    expect(words('$(cat list)')).toEqual({ unknown: 'the output of $(cat list) is not known before the command runs, so the file it names cannot be checked' });
    expect(words('`ls`')).toMatchObject({ unknown: expect.stringContaining('$(ls) is not known') });
    expect(words('${HOME/u/v}', scope({ HOME: ['/home/u'] }))).toMatchObject({ unknown: expect.stringContaining('only worked out when the command runs') });
    expect(words('${!ref}')).toMatchObject({ unknown: expect.stringContaining('only worked out') });
    expect(words('"open')).toMatchObject({ unknown: expect.stringContaining('left open') });
    expect(words('a\uE02Ab')).toMatchObject({ unknown: expect.stringContaining('cannot follow') });
  });

  it('leaves process substitution to its own analysis as the descriptor it is', () => {
    expect(words('<(cat ~/.ssh/id_rsa)')).toEqual({ words: ['/dev/fd/63'] });
  });

  it('expands an assignment value without splitting or globbing it', () => {
    const within = scope({ HOME: ['/home/u'] });
    expect(expandWord('~/.ssh', within, 'assignment')).toEqual({ words: ['/home/u/.ssh'] });
    expect(expandWord('"$HOME"/a*', within, 'assignment')).toEqual({ words: ['/home/u/a*'] });
  });
});

describe('globs against the disk', () => {
  function home() {
    const root = realpathSync(tempDir());
    for (const dir of ['.ssh', '.aws', '.config/gh', 'src']) mkdirSync(join(root, dir), { recursive: true });
    for (const file of ['.ssh/id_rsa', '.ssh/id_ed25519', '.ssh/config', '.aws/credentials', '.config/gh/hosts.yml', 'src/a.ts', 'src/b.ts', 'src/.hidden.ts']) {
      writeFileSync(join(root, file), 'x');
    }
    return { root, within: { ...scope({}, [root]), homes: [root] } };
  }

  it('matches what bash matches: within a segment, dot files only by a leading dot, classes and ranges', () => {
    const { root, within } = home();
    const sorted = (raw: string) => {
      const result = expandWord(raw, within);
      return 'words' in result ? result.words.sort() : result;
    };
    expect(sorted('~/.ss?/id_*')).toEqual([join(root, '.ssh/id_ed25519'), join(root, '.ssh/id_rsa')]);
    expect(sorted('~/.*/credentials')).toEqual([join(root, '.aws/credentials')]);
    expect(sorted('~/.config/*/hosts.yml')).toEqual([join(root, '.config/gh/hosts.yml')]);
    expect(sorted('src/*.ts')).toEqual([join(root, 'src/a.ts'), join(root, 'src/b.ts')]);
    expect(sorted('src/[ab].ts')).toEqual([join(root, 'src/a.ts'), join(root, 'src/b.ts')]);
    expect(sorted('src/[!a].ts')).toEqual([join(root, 'src/b.ts')]);
    expect(sorted('src/[[:lower:]].ts')).toEqual([join(root, 'src/a.ts'), join(root, 'src/b.ts')]);
    expect(sorted('~/.ssh/id_rsa*')).toEqual([join(root, '.ssh/id_rsa')]);
  });

  it('passes a pattern that matches nothing on as it is, and a quoted one is no pattern', () => {
    const { within } = home();
    expect(expandWord('src/*.py', within)).toEqual({ words: ['src/*.py'] });
    expect(expandWord('"src/*.ts"', within)).toEqual({ words: ['src/*.ts'] });
    expect(expandWord("src/'*'.ts", within)).toEqual({ words: ['src/*.ts'] });
  });
});
