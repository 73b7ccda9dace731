import { describe, expect, it } from 'vitest';
import { createShellAnalyzer } from '../../../../../main/core/permissions/shell/analyzer.ts';

const { analyze } = await createShellAnalyzer();

describe('files written by redirections', () => {
  it.each<[string, string[]]>([
    ['echo hi > out.txt', ['out.txt']],
    ['echo hi >> log.txt', ['log.txt']],
    ['make 2> err.txt', ['err.txt']],
    ['make &> all.txt', ['all.txt']],
    ['make &>> all.txt', ['all.txt']],
    ['echo hi >| forced.txt', ['forced.txt']],
    ['make >& both.txt', ['both.txt']],
    ['> empty.txt', ['empty.txt']],
    ['echo hi > "my file.txt"', ['my file.txt']],
    ['echo hi > $OUT', ['$OUT']],
    ['echo hi > ~/notes', ['~/notes']],
    ['{ ls; pwd; } > listing.txt', ['listing.txt']],
    ['for f in a b; do echo $f; done > names.txt', ['names.txt']],
    ['(cd x && make) 2>> build.log', ['build.log']],
    ['cat <<EOF > config.json\n{}\nEOF', ['config.json']],
    ['echo $(date > stamp) > out', ['out', 'stamp']],
    ["bash -c 'echo x > inner.txt'", ['inner.txt']],
    ['exec 3> fd3.txt', ['fd3.txt']],
    ['make > out.txt 2>&1', ['out.txt']],
  ])('%s writes %j', (command, writes) => {
    expect(analyze(command).writes.sort()).toEqual(writes.sort());
  });

  it.each([
    'make > /dev/null',
    'make 2> /dev/null',
    'make &> /dev/null',
    'make 2>&1',
    'make >&2',
    'make 1>&2 2>&-',
    'make 3<&0',
    'sort < input.txt',
    'cat <<EOF\nx\nEOF',
    "grep x <<< 'y'",
    'echo hi > >(cat)',
    'echo hi > /dev/stderr',
  ])('%s writes no file', (command) => {
    const analysis = analyze(command);
    expect(analysis.writes).toEqual([]);
    expect(analysis.unanalysable).toBeUndefined();
  });

  it('makes a read-only command not read-only', () => {
    expect(analyze('ls').readOnly).toBe(true);
    expect(analyze('ls > files.txt').readOnly).toBe(false);
    expect(analyze('ls 2>/dev/null').readOnly).toBe(true);
  });

  it('gives words after a redirection back to the command', () => {
    expect(analyze('rm > /dev/null -rf /').parts[0].command).toBe('rm -rf /');
    expect(analyze('echo a > out b').parts[0].command).toBe('echo a b');
    expect(analyze('> out echo a').parts[0].command).toBe('echo a');
    expect(analyze('ls | rm > /dev/null -rf /').parts[1]).toMatchObject({ command: 'rm -rf /', source: 'rm > /dev/null -rf /' });
  });
});
