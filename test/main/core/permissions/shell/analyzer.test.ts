import { describe, expect, it } from 'vitest';
import { createShellAnalyzer } from '../../../../../main/core/permissions/shell/analyzer.ts';
import { loadBashParser } from '../../../../../main/core/permissions/shell/bash-parser.ts';

describe('createShellAnalyzer', () => {
  it('loads the bash grammar once per process', async () => {
    expect(loadBashParser()).toBe(loadBashParser());
    const [first, second] = await Promise.all([createShellAnalyzer(), createShellAnalyzer()]);
    expect(first.analyze('ls').parts).toEqual(second.analyze('ls').parts);
  });

  it('analyses synchronously and leaves no state behind', async () => {
    const { analyze } = await createShellAnalyzer();
    const before = analyze('git status && rm -rf build', { cwd: '/p' });
    for (let i = 0; i < 200; i++) analyze(`echo ${i} $(rm -rf /) && bash -c 'eval "$X"'`);
    expect(analyze('git status && rm -rf build', { cwd: '/p' })).toEqual(before);
  });

  it('describes each part completely', async () => {
    const { analyze } = await createShellAnalyzer();
    expect(analyze('LANG=C /usr/bin/grep -rn "a b" src | head -5 > out.txt')).toEqual({
      parts: [
        {
          command: '/usr/bin/grep -rn a b src',
          argv: ['/usr/bin/grep', '-rn', 'a b', 'src'],
          program: 'grep',
          source: 'LANG=C /usr/bin/grep -rn "a b" src',
          origin: 'top',
          envAssignments: ['LANG=C'],
          words: ['/usr/bin/grep', '-rn', '"a b"', 'src'],
        },
        { command: 'head -5', argv: ['head', '-5'], program: 'head', source: 'head -5 > out.txt', origin: 'top', envAssignments: [], words: ['head', '-5'] },
      ],
      feeds: { pipelines: [[[0, 1], [1, 2]]], substitutions: [], loops: [] },
      writes: ['out.txt'],
      writeWords: ['out.txt'],
      reads: [],
      assignments: [{ name: 'LANG', operator: '=', value: 'C' }],
      codeFiles: [],
      inputRunners: [],
      readOnly: false,
      readOnlyParts: [true, true],
      openEndedParts: [false, false],
    });
  });
});

describe('read-only parts', () => {
  it('tells each part apart, and never calls a part fed by xargs read-only when it could write', async () => {
    const { analyze } = await createShellAnalyzer();
    expect(analyze('git status && rm -rf build && ls -la').readOnlyParts).toEqual([true, false, true]);
    expect(analyze('find . -name x | xargs sort').readOnlyParts).toEqual([true, false]);
  });
});

describe('code files', () => {
  it('names each file on disk a part runs as code, with its part and runner', async () => {
    const { analyze } = await createShellAnalyzer();
    expect(analyze('cd sub && python3 -u "my script.py" a b; make -f ~/mk x; awk -f p.awk f | bash run.sh; source env.sh').codeFiles).toEqual([
      { part: 1, word: "'my script.py'", runner: 'python3' },
      { part: 2, word: "~/'mk'", runner: 'make' },
      { part: 3, word: "'p.awk'", runner: 'awk' },
      { part: 4, word: "'run.sh'", runner: 'bash' },
      { part: 5, word: "'env.sh'", runner: 'source' },
    ]);
    // The input, a descriptor and inline code are no files on disk.
    expect(analyze("python3 - <<< 'x'; awk -f /dev/stdin; python3 -c 'x'; bash /dev/fd/3").codeFiles).toEqual([]);
  });
});
