import { describe, expect, it } from 'vitest';
import { createShellAnalyzer } from '../../../../../main/core/permissions/shell/analyzer.ts';

const { analyze } = await createShellAnalyzer();

const argv = (command: string): string[] => analyze(command).parts[0].argv;

describe('quote removal', () => {
  it.each<[string, string[]]>([
    ["echo 'single quoted $HOME'", ['echo', 'single quoted $HOME']],
    ['echo "double quoted"', ['echo', 'double quoted']],
    [String.raw`echo "a \"quote\" and \$dollar and \\ and \n"`, ['echo', String.raw`a "quote" and $dollar and \ and \n`]],
    [String.raw`echo a\ b c\"d \$x`, ['echo', 'a b', 'c"d', '$x']],
    ['echo r"m"', ['echo', 'rm']],
    ["echo 'a'\"b\"c", ['echo', 'abc']],
    ["echo ''", ['echo', '']],
    [String.raw`echo $'tab\there' $'nl\n' $'q\'s'`, ['echo', 'tab\there', 'nl\n', "q's"]],
    [String.raw`echo $'\x72\x6d' $'\162\155' $'\u00e9' $'\U0001F600' $'\cA' $'\e[0m'`, ['echo', 'rm', 'rm', 'é', '😀', '\x01', '\x1b[0m']],
    [String.raw`echo $'\z' $'\x'`, ['echo', String.raw`\z`, String.raw`\x`]],
    ['echo $"translated"', ['echo', 'translated']],
    ['echo "é 😀"', ['echo', 'é 😀']],
    ['echo a\\\n b', ['echo', 'a', 'b']],
  ])('%s', (command, expected) => {
    expect(argv(command)).toEqual(expected);
  });

  it.each<[string, string[]]>([
    ['echo $HOME/x', ['echo', '$HOME/x']],
    ['echo "$HOME"/x', ['echo', '$HOME/x']],
    ['echo "${USER}-$(date)"', ['echo', '${USER}-$(date)']],
    ['echo ~/x', ['echo', '~/x']],
    ['ls *.ts src/[ab]?.js', ['ls', '*.ts', 'src/[ab]?.js']],
    ['echo {a,b}.txt x{1..3}', ['echo', '{a,b}.txt', 'x{1..3}']],
    ['echo $((1 + 2))', ['echo', '$((1 + 2))']],
  ])('keeps expansions and globs as written: %s', (command, expected) => {
    expect(argv(command)).toEqual(expected);
  });

  it.each<[string, string]>([
    [String.raw`\rm x`, 'rm'],
    ["'rm' x", 'rm'],
    ['"r"m x', 'rm'],
    ["r''m x", 'rm'],
    [String.raw`r\m x`, 'rm'],
    [String.raw`$'\x72m' x`, 'rm'],
    ['/bin/rm x', 'rm'],
    [String.raw`'\rm' x`, 'rm'],
  ])('finds the program of %s', (command, program) => {
    expect(analyze(command).parts[0].program).toBe(program);
  });

  it('joins the words with single spaces for rules', () => {
    expect(analyze("git   commit  -m   'a  b'").parts[0].command).toBe('git commit -m a  b');
  });
});
