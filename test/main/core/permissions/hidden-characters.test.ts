import { describe, expect, it } from 'vitest';
import { permissionsFor } from './engine-fixtures.ts';

const allowBash = { permissions: { allow: ['Bash'] } };

describe('a command holding characters that do not show as they run', () => {
  it('is put to the person under allow Bash, naming each character by its code point and never holding it', async () => {
    const { bash } = permissionsFor({ project: allowBash });
    const decision = await bash('echo "safe \u202E;hs.lave"\u200B && ls');
    expect(decision).toMatchObject({
      behavior: 'ask',
      suggestions: [],
      reason: 'the command holds characters that do not show as they run: U+202E (right-to-left override), U+200B (zero-width space)',
    });
    if (decision.behavior !== 'ask') return;
    expect(decision.parts?.[0]).toMatchObject({ verdict: 'ask', risk: 'opaque', source: { kind: 'policy' } });
    expect(decision.reason).not.toMatch(/[\u202E\u200B]/);
  });

  it('is asked about in the OS sandbox with autoAllowBashIfSandboxed, and when a hook allows it', async () => {
    const { permissions, request } = permissionsFor({ project: allowBash });
    const call = request('Bash', { command: 'ls\u2066 -la' }, { hook: { decision: 'allow', source: { kind: 'hook', detail: 'allow-all.sh' } } });
    expect(await permissions.decide(call)).toMatchObject({ behavior: 'ask', reason: expect.stringContaining('U+2066 (left-to-right isolate)') });
    expect(await permissions.decide({ ...call, hook: undefined, target: { ...call.target, sandboxed: true } })).toMatchObject({ behavior: 'ask' });
  });

  it('asks about a carriage return and an ANSI escape, which rewrite what a terminal shows', async () => {
    const { bash } = permissionsFor({ project: allowBash });
    expect(await bash('rm -rf ~/x\recho hello')).toMatchObject({ behavior: 'ask', reason: expect.stringContaining('U+000D (carriage return)') });
    expect(await bash('echo \u001b[8mhidden')).toMatchObject({ behavior: 'ask', reason: expect.stringContaining('U+001B (escape)') });
  });

  it('asks about a program name with a Cyrillic letter drawn like a Latin one, writing the letter out', async () => {
    const { bash } = permissionsFor({ project: allowBash });
    expect(await bash('\u0441url -s https://example.com')).toMatchObject({
      behavior: 'ask',
      reason: 'the program name \u0441<U+0441>url has look-alike letters: U+0441 (Cyrillic letter that looks like the Latin c)',
    });
  });

  it('still denies what a deny rule denies, and lets ordinary text through: emoji joined by a joiner, Russian words, aligned blanks', async () => {
    const { bash } = permissionsFor({ project: { permissions: { allow: ['Bash'], deny: ['Bash(rm:*)'] } } });
    expect(await bash('rm -rf x \u200B')).toMatchObject({ behavior: 'deny' });
    expect(await bash('git commit -m "fix 👩\u200D💻 привет"')).toMatchObject({ behavior: 'allow' });
    expect(await bash(`echo a${' '.repeat(40)}b`)).toMatchObject({ behavior: 'allow' });
  });
});
