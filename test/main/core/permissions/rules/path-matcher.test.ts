import { describe, expect, it } from 'vitest';
import { pathMatcher } from '../../../../../main/core/permissions/rules/path-matcher.ts';
import { readPathPattern } from '../../../../../main/core/permissions/rules/path-pattern.ts';
import type { MatchContext, RuleList } from '../../../../../main/core/permissions/rules/types.ts';
import { anchor, cwd, home, where } from './rule-helpers.ts';

interface Options {
  list?: RuleList;
  anchor?: string;
  platform?: NodeJS.Platform;
  context?: MatchContext;
}

function matches(spec: string, path: string, options: Options = {}): boolean {
  const pattern = readPathPattern(spec);
  if ('error' in pattern) throw new Error(pattern.error);
  const matcher = pathMatcher(pattern, { list: options.list ?? 'allow', anchor: options.anchor ?? anchor, platform: options.platform ?? 'linux' });
  return matcher.matches(path, options.context ?? where);
}

function expectRows(spec: string, hits: string[], misses: string[], options: Options = {}) {
  for (const path of hits) expect(matches(spec, path, options), `${spec} covers ${path}`).toBe(true);
  for (const path of misses) expect(matches(spec, path, options), `${spec} misses ${path}`).toBe(false);
}

describe('path anchors', () => {
  it('//path is absolute', () => {
    expectRows('//etc/hosts', ['/etc/hosts'], [`${cwd}/etc/hosts`, '/etc/hosts.bak']);
    expectRows('//', ['/', '/etc/hosts', `${home}/x`], []);
  });

  it('~/path is below the home directory, ~ is the home directory itself', () => {
    expectRows('~/.ssh/**', [`${home}/.ssh/id_rsa`, `${home}/.ssh`], [`${cwd}/.ssh/id_rsa`, '/root/.ssh/id_rsa']);
    expectRows('~', [home, `${home}/a/b`], ['/home/meme/x', '/home']);
    expect(matches('~/notes', '/users/x/notes', { context: { cwd, home: '/users/x' } })).toBe(true);
  });

  it('/path is below the rule anchor, not the filesystem root', () => {
    const userSettings = `${home}/.claude`;
    expectRows('/agents/**', [`${userSettings}/agents/a.md`], ['/agents/a.md', `${cwd}/agents/a.md`], { anchor: userSettings });
    expectRows('/src/*.ts', [`${cwd}/src/a.ts`], ['/src/a.ts', `${cwd}/pkg/src/a.ts`]);
  });

  it('./path and path are below the cwd, which may change between calls', () => {
    expectRows('./build/**', [`${cwd}/build/out.js`], [`${cwd}/pkg/build/out.js`, `${home}/build/out.js`]);
    const elsewhere = { cwd: '/work/other', home };
    expectRows('./build/**', ['/work/other/build/out.js'], [`${cwd}/build/out.js`], { context: elsewhere });
    expectRows('src/*.ts', [`${cwd}/src/a.ts`], [`${cwd}/pkg/src/a.ts`, `${cwd}/src/a/b.ts`]);
    expectRows('.', [cwd, `${cwd}/a/b`], [home]);
  });

  it('leading .. climbs from the root; a relative path argument is taken from the cwd', () => {
    expectRows('../docs/**', [`${home}/docs/a.md`], [`${cwd}/docs/a.md`]);
    expectRows('~/../shared/*', ['/home/shared/x'], [`${home}/shared/x`]);
    expectRows('./src/**', ['src/a.ts', './src/b/c.ts'], ['lib/a.ts']);
  });
});

describe('depth: bare names, ** and single-directory patterns', () => {
  it('a bare name matches at any depth below the cwd in allow rules (.env ≡ **/.env)', () => {
    for (const spec of ['.env', '**/.env']) {
      expectRows(spec, [`${cwd}/.env`, `${cwd}/a/b/.env`, `${cwd}/.env/inner`], [`${cwd}/.env.local`, `${cwd}/x.env`, '/elsewhere/.env', `${home}/.env`]);
    }
  });

  it('a bare name matches anywhere on disk in deny and ask rules', () => {
    for (const list of ['deny', 'ask'] as const) {
      expectRows('.env', [`${cwd}/.env`, '/elsewhere/.env', `${home}/.env`], ['/elsewhere/.envrc'], { list });
      expectRows('**/.env', ['/elsewhere/a/.env'], [], { list });
    }
  });

  it('name/** is only <cwd>/name in allow rules, any depth in deny and ask rules', () => {
    expectRows('src/**', [`${cwd}/src`, `${cwd}/src/a/b.ts`], [`${cwd}/pkg/src/a.ts`, `${cwd}/srcs/a.ts`]);
    expectRows('src/**', [`${cwd}/src/a.ts`, `${cwd}/pkg/src/a.ts`, '/other/src/a.ts'], [`${cwd}/srcs/a.ts`], { list: 'deny' });
    expectRows('./src/**', [`${cwd}/src/a.ts`], [`${cwd}/pkg/src/a.ts`], { list: 'deny' });
  });

  it('* stays in one segment, ** crosses any number, ? is one character, [...] a class', () => {
    expectRows('src/**/*.ts', [`${cwd}/src/a.ts`, `${cwd}/src/a/b/c.ts`], [`${cwd}/src/a.js`, `${cwd}/lib/a.ts`]);
    expectRows('src/*/index.ts', [`${cwd}/src/a/index.ts`], [`${cwd}/src/index.ts`, `${cwd}/src/a/b/index.ts`]);
    expectRows('a/**/b', [`${cwd}/a/b`, `${cwd}/a/x/y/b`], [`${cwd}/a/xb`, `${cwd}/ab`]);
    expectRows('**', [cwd, `${cwd}/a/b/c`], [home]);
    expectRows('file?.txt', [`${cwd}/file1.txt`], [`${cwd}/file.txt`, `${cwd}/file12.txt`]);
    expectRows('*.[ch]', [`${cwd}/a.c`, `${cwd}/x/a.h`], [`${cwd}/a.o`, `${cwd}/a.ch`]);
    expectRows('log[!0-9].txt', [`${cwd}/loga.txt`], [`${cwd}/log1.txt`, `${cwd}/log/.txt`]);
    expectRows('[]x].md', [`${cwd}/].md`, `${cwd}/x.md`], [`${cwd}/y.md`]);
    expectRows('a[b.md', [`${cwd}/a[b.md`], [`${cwd}/ab.md`]);
  });

  it('* and ** match dotfiles, as in gitignore', () => {
    expectRows('*', [`${cwd}/.env`, `${cwd}/.git/config`], []);
    expectRows('src/*', [`${cwd}/src/.hidden`], []);
    expectRows('**/config', [`${cwd}/.git/config`], []);
  });

  it('a match covers everything below it; a trailing / changes nothing', () => {
    for (const spec of ['build', 'build/']) {
      expectRows(spec, [`${cwd}/build`, `${cwd}/build/a.js`, `${cwd}/pkg/build/a.js`], [`${cwd}/builds`, `${cwd}/build.js`]);
    }
    expectRows('~/.aws/', [`${home}/.aws`, `${home}/.aws/credentials`], [`${home}/.awsx`]);
  });

  it('escaped metacharacters are literal', () => {
    expectRows('\\*.txt', [`${cwd}/*.txt`], [`${cwd}/a.txt`]);
    expectRows('what\\?.md', [`${cwd}/what?.md`], [`${cwd}/whatx.md`]);
    expectRows('\\!important', [`${cwd}/!important`], []);
    expectRows('a+b(c).md', [`${cwd}/a+b(c).md`], [`${cwd}/aab(c).md`]);
  });
});

describe('no match by lexical trickery', () => {
  it('resolves . and .. in the path before matching', () => {
    expectRows('./src/**', [`${cwd}/src/./a.ts`], [`${cwd}/src/../.env`, `${cwd}/src/../../etc/passwd`]);
    expectRows('./.env', [`${cwd}/src/../.env`, `${cwd}//.env`], [`${cwd}/../proj2/.env`]);
    expectRows('//etc/**', ['/tmp/../etc/passwd'], ['/etc/../home/me/x']);
  });

  it('needs a whole segment after the root: /home/me/proj never covers /home/me/projx', () => {
    expectRows('./**', [`${cwd}/a`], [`${cwd}x/a`, '/home/me/pro']);
    expectRows('~/**', [`${home}/a`], ['/home/meme/a']);
  });

  it('resolves .. in the pattern: src/../.env is ./.env, not a floating name', () => {
    expectRows('src/../.env', [`${cwd}/.env`], [`${cwd}/a/.env`], { list: 'deny' });
  });
});

describe('case and Windows paths', () => {
  it('is case-sensitive on Linux and folds case on darwin and win32', () => {
    expectRows('.env', [`${cwd}/.env`], [`${cwd}/.ENV`], { list: 'deny' });
    expectRows('.env', [`${cwd}/.ENV`, '/Elsewhere/.Env'], [], { list: 'deny', platform: 'darwin' });
    expectRows('./src/**', ['/HOME/ME/PROJ/SRC/A.TS'], ['/home/me/projx/src'], { platform: 'win32' });
  });

  it('normalises Windows paths to /c/... in the path, the cwd, the home and the rule', () => {
    const windows = { cwd: 'C:\\Users\\me\\proj', home: 'C:\\Users\\me' };
    const options = { context: windows, platform: 'win32' as const, anchor: 'C:\\Users\\me\\proj' };
    expectRows('.env', ['C:\\Users\\me\\proj\\.env', 'c:\\users\\me\\proj\\sub\\.ENV'], ['D:\\Users\\me\\proj\\.env'], options);
    expectRows('~/.ssh/**', ['C:\\Users\\me\\.ssh\\id_rsa'], ['C:\\Users\\you\\.ssh\\id_rsa'], options);
    expectRows('/docs/**', ['C:\\Users\\me\\proj\\docs\\a.md'], [], options);
    expectRows('C:\\Users\\me\\**', ['C:\\Users\\me\\x', '/c/users/me/y'], ['C:\\Users\\you\\x'], options);
    expectRows('//c/Windows/**', ['C:\\Windows\\System32\\x.dll'], [], options);
  });
});
