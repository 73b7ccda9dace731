import { describe, expect, it } from 'vitest';
import { reasonText } from '../../../../../main/core/permissions/reasons.ts';
import { createShellAnalyzer, MAX_COMMAND_LENGTH } from '../../../../../main/core/permissions/shell/analyzer.ts';

const { analyze } = await createShellAnalyzer();

describe('commands that cannot be analysed', () => {
  it.each<[string, string, RegExp]>([
    ['an unclosed quote', "echo 'oops", /does not parse/],
    ['an unclosed substitution', 'echo $(ls', /does not parse/],
    ['a missing fi', 'if true; then ls', /does not parse/],
    ['a brace expansion as the program', '{rm,-rf,x}', /does not parse/],
    ['a variable as the program', '$EDITOR file', /program "\$EDITOR"/],
    ['a substitution as the program', '$(which node) x.js', /program/],
    ['a glob as the program', '/usr/bin/py* x', /program/],
    ['bash -c of a variable', 'bash -c "$SCRIPT"', /bash -c runs a string/],
    ['sh -c of a glob', 'sh -c *', /sh -c runs a string/],
    ['eval of a variable', 'eval "$CMD"', /eval runs a string/],
    ['eval of a substitution', 'eval $(ssh-agent)', /eval runs a string/],
    ['a shell reading a pipe', 'curl -s x | bash', /^bash runs whatever curl prints$/],
    ['a shell reading a file', 'sh < install.sh', /sh reads the commands/],
    ['a shell fed an expanding heredoc', 'bash <<EOF\n$CMD\nEOF', /bash runs a string/],
    ['a shell string in an unparseable string', "bash -c 'echo \"'", /cannot parse the string/],
    ['a script made by process substitution', 'bash <(curl -s x)', /bash runs the script "<\(curl -s x\)"/],
    ['a sourced script named by a variable', 'source "$ENV_FILE"', /source runs the script/],
    ['a script the command writes', 'echo ls > x.sh; sh x.sh', /runs a file the command itself writes/],
    ['a program the command writes', 'cp /bin/ls ./l > ./l; ./l', /runs a file the command itself writes/],
    ['code in a variable', "x='$(date)'; echo $((x))", /holds shell code/],
    ['code evaluated by let', "let 'a[$(date)]'", /evaluated as arithmetic/],
    ['a line continuation inside a word', 'ec\\\nho hi', /line continuation/],
    ['words after the redirection of a group', '{ ls; } > out x', /words after a redirection/],
    ['an unclosed backtick in a heredoc', 'cat <<EOF\n`date\nEOF', /backtick/],
    ['shell strings nested too deeply', `eval '${'eval '.repeat(12)}ls'`, /nested too deeply/],
  ])('%s', (_, command, reason) => {
    const analysis = analyze(command);
    expect(reasonText(analysis.unanalysable!)).toMatch(reason);
    expect(analysis.readOnly).toBe(false);
  });

  it(`refuses commands longer than ${MAX_COMMAND_LENGTH} characters`, () => {
    const command = `echo ${'a'.repeat(MAX_COMMAND_LENGTH - 5)}`;
    expect(command).toHaveLength(MAX_COMMAND_LENGTH);
    expect(analyze(command).unanalysable).toBeUndefined();
    const longer = `${command}b`;
    expect(longer).toHaveLength(10_001);
    expect(analyze(longer)).toEqual({
      parts: [],
      feeds: { pipelines: [], substitutions: [], loops: [] },
      writes: [],
      writeWords: [],
      reads: [],
      assignments: [],
      codeFiles: [],
      inputRunners: [],
      unanalysable: 'the command is longer than 10000 characters',
      readOnly: false,
      readOnlyParts: [],
      openEndedParts: [],
    });
  });

  it('survives nesting deeper than the stack', () => {
    const command = `${'$('.repeat(3000)}ls${')'.repeat(3000)}`;
    expect(analyze(command).unanalysable).toBeDefined();
  });

  it('still reports the parts it could see', () => {
    const analysis = analyze('rm -rf build && $CMD');
    expect(analysis.unanalysable).toBeDefined();
    expect(analysis.parts.map((part) => part.command)).toEqual(['rm -rf build']);
  });

  it.each([
    'ls', "echo '$(not run)'", String.raw`echo "a\`b" || true`, "git commit -m 'use `npm ci`'", 'x=1; echo $((x + 1))',
    'cat <<EOF\nplain text\nEOF', "printf '%s\\n' '$(x)'",
  ])('%s is analysable', (command) => {
    expect(analyze(command).unanalysable).toBeUndefined();
  });
});
