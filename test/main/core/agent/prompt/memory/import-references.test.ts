import { describe, expect, it } from 'vitest';
import { findImportReferences } from '../../../../../../main/core/agent/prompt/memory/import-references.ts';

const references = (text: string) => findImportReferences(text).map((found) => found.reference);

describe('findImportReferences', () => {
  it('finds relative, home and absolute imports anywhere in the prose (also just inside a parenthesis), with their lines', () => {
    const text = ['# Rules', 'Follow @docs/style.md and @~/notes/me.md.', '- @/etc/team/rules.md', 'See also (@./x.md)'].join('\n');
    expect(findImportReferences(text)).toEqual([
      { reference: 'docs/style.md', line: 2 },
      { reference: '~/notes/me.md', line: 2 },
      { reference: '/etc/team/rules.md', line: 3 },
      { reference: './x.md', line: 4 },
    ]);
  });

  it('takes a bare file name with an extension, but not a mention, an e-mail address or a decorator-like word', () => {
    expect(references('@AGENTS.md, ask @alice or mail bob@example.com; @Override')).toEqual(['AGENTS.md']);
  });

  it('leaves sentence punctuation after a path out of it', () => {
    expect(references('Read @a/b.md. Then @c.md, then @d.md!')).toEqual(['a/b.md', 'c.md', 'd.md']);
  });

  it('ignores code spans of any backtick length, and keeps what follows them', () => {
    expect(references('Run `npm i @types/node` and ``see @x/y.md`` then @real/one.md')).toEqual(['real/one.md']);
  });

  it('treats a lone backtick as text', () => {
    expect(references('a ` b @c/d.md')).toEqual(['c/d.md']);
  });

  it('ignores fenced code blocks, with backticks or tildes, until a fence as long closes them', () => {
    const text = [
      '```ts',
      '@decorator/x.ts',
      '```',
      '@after/first.md',
      '~~~~',
      '@inside/tilde.md',
      '~~~',
      '@still/inside.md',
      '~~~~',
      '@after/second.md',
    ].join('\n');
    expect(references(text)).toEqual(['after/first.md', 'after/second.md']);
  });

  it('treats everything after an unclosed fence as code', () => {
    expect(references('@a/b.md\n```\n@c/d.md')).toEqual(['a/b.md']);
  });
});
