import { linkSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { permissionsFor } from './engine-fixtures.ts';

/** A home holding a key, and a project of a few files, under a plain allow Bash. */
function project() {
  const fixture = permissionsFor({ project: { permissions: { allow: ['Bash'] } } });
  const put = (path: string, content = 'x') => {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, content);
  };
  put(join(fixture.home, '.ssh', 'id_rsa'), 'SECRET-KEY-MATERIAL');
  put(join(fixture.projectDir, 'src', 'a.ts'));
  put(join(fixture.projectDir, 'src', 'b.ts'));
  put(join(fixture.projectDir, 'src', 'a.test.ts'));
  put(join(fixture.projectDir, 'list'), '../home/.ssh/id_rsa');
  return { ...fixture, put };
}

const verdict = async (fixture: ReturnType<typeof project>, command: string) => {
  const decision = await fixture.bash(command);
  return decision.behavior;
};

describe('words known to name files below a folder', () => {
  const allowed = [
    'for f in src/*.ts; do wc -l "$f"; done',
    'for f in src/a.ts src/b.ts; do cat $f; done',
    'for f in src/{a,b}.ts; do head -1 "$f"; done',
    'find . -name "*.test.ts" | xargs wc -l',
    'find src -type f | sort | xargs cat',
    'git diff --name-only | grep "\\.ts$" | xargs npx eslint',
    'git ls-files | xargs -0 cat',
    'git status --porcelain | head -n 5 | xargs ls -l',
    'ls | xargs wc -l',
    'ls src | xargs tar -cvf out.tar',
    'ls | xargs -I % grep -l x %',
    'rg -l TODO src | xargs wc -l',
    'grep -rl x src | xargs cat',
    'fd -e ts . src | xargs wc -l',
    'wc -l $(git ls-files "*.ts")',
    'wc -l `find src -name "*.ts"`',
    'cat $(git ls-files | grep ts)',
    'for f in $(git ls-files); do wc -l "$f"; done',
  ];
  it.each(allowed)('allows %s under a plain allow Bash', async (command) => {
    expect(await verdict(project(), command)).toBe('allow');
  });

  const refused = [
    'cat $(cat list)',
    'cat list | xargs cat',
    'find ~ | xargs cat',
    'find ~/.ssh | xargs cat',
    'find / -name id_rsa | xargs cat',
    'echo ~/.ssh/id_rsa | xargs cat',
    'for f in ~/.ssh/*; do cat $f; done',
    'for f in $(cat list); do cat $f; done',
    'for f in "$@"; do cat $f; done',
    'find -L . | xargs cat',
    'find . -printf "../home/.ssh/%f\\n" | xargs cat',
    'ls -l | xargs cat',
    'git -C ../home ls-files | xargs cat',
    'git ls-files --format="../home/.ssh/id_rsa" | xargs cat',
    'find . | tr a b | xargs cat',
    'find . | xargs -d / cat',
    'find . | head -c 3 | xargs tar -cf out.tar',
    'grep -rL x ~ | xargs cat',
    'cat x$(git ls-files)',
  ];
  it.each(refused)('does not allow %s', async (command) => {
    expect(await verdict(project(), command)).not.toBe('allow');
  });

  it('asks or denies for a listing in a project that holds a second name or a link of a credential', async () => {
    const linked = project();
    linkSync(join(linked.home, '.ssh', 'id_rsa'), join(linked.projectDir, 'src', 'k'));
    expect(await verdict(linked, 'git ls-files | xargs cat')).not.toBe('allow');
    expect(await verdict(linked, 'find src | xargs cat')).not.toBe('allow');
    const symlinked = project();
    symlinkSync(join(symlinked.home, '.ssh', 'id_rsa'), join(symlinked.projectDir, 'src', 'k'));
    expect(await verdict(symlinked, 'find src | xargs cat')).not.toBe('allow');
    expect(await verdict(symlinked, 'cat $(git ls-files)')).not.toBe('allow');
  });

  it('asks when a name below the folder splits into other names', async () => {
    const split = project();
    split.put(join(split.projectDir, 'src', 'x ', 'home', '.ssh', 'id_rsa'));
    expect(await verdict(split, 'find src | xargs cat')).not.toBe('allow');
    expect(await verdict(split, 'cat $(find src)')).not.toBe('allow');
  });

  it('asks when the same line makes names the listing may then give', async () => {
    const fixture = project();
    expect(await verdict(fixture, 'mkdir -p "src/x /etc" && find src | xargs cat')).not.toBe('allow');
    expect(await verdict(fixture, 'find src | xargs cat > src/out')).not.toBe('allow');
  });
});
