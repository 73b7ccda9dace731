import { describe, expect, it } from 'vitest';
import { splitArguments } from '../../../../../main/core/extensions/commands/split-arguments.ts';
import { substituteArguments } from '../../../../../main/core/extensions/commands/substitute-arguments.ts';

describe('arguments of a command or skill', () => {
  it('splits like a shell: quoted words stay together, without their quotes', () => {
    expect(splitArguments(`fix "the login page" 'high priority' a\\ b "say \\"hi\\""`)).toEqual(['fix', 'the login page', 'high priority', 'a b', 'say "hi"']);
    expect(splitArguments('  ')).toEqual([]);
    expect(splitArguments('"" x')).toEqual(['', 'x']);
  });

  it('$ARGUMENTS is the whole string as typed', () => {
    expect(substituteArguments('Fix issue $ARGUMENTS now.', { text: '123 "with quotes"' })).toBe('Fix issue 123 "with quotes" now.');
  });

  it('legacy numbering ($1 first) when the body uses neither $0 nor $ARGUMENTS[', () => {
    const body = 'Review PR #$1 with priority $2 and assign to $3.';
    expect(substituteArguments(body, { text: '456 high "Ann Lee"' })).toBe('Review PR #456 with priority high and assign to Ann Lee.');
  });

  it('current numbering ($0 first) when the body uses $0 or $ARGUMENTS[N]', () => {
    expect(substituteArguments('Migrate $0 from $1 to $2.', { text: 'SearchBar React Vue' })).toBe('Migrate SearchBar from React to Vue.');
    expect(substituteArguments('First $ARGUMENTS[0], second $1, third $ARGUMENTS[2].', { text: 'a b "c d"' })).toBe('First a, second b, third c d.');
  });

  it('a missing argument is empty; a body with no placeholder gets ARGUMENTS appended, unless there are none', () => {
    expect(substituteArguments('Only $1 and $2.', { text: 'one' })).toBe('Only one and .');
    expect(substituteArguments('Summarise the changes.\n', { text: 'in French' })).toBe('Summarise the changes.\n\nARGUMENTS: in French');
    expect(substituteArguments('Summarise the changes.', { text: '  ' })).toBe('Summarise the changes.');
  });

  it('fills named arguments and ${CLAUDE_…} variables, leaving unknown variables as written', () => {
    const text = substituteArguments('Deploy $service to $env from ${CLAUDE_SKILL_DIR}/run.sh (${CLAUDE_OTHER}).', {
      text: 'api staging',
      names: ['service', 'env'],
      variables: { CLAUDE_SKILL_DIR: '/skills/deploy' },
    });
    expect(text).toBe('Deploy api to staging from /skills/deploy/run.sh (${CLAUDE_OTHER}).');
  });
});
