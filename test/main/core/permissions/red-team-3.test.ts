import { linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { permissionsFor, type Setup } from './engine-fixtures.ts';

/**
 * Third red-team pass, against the faster permission check (rule index, one path resolver per decision,
 * the protected paths' hard links found by one walk, programs read from the input): each form was
 * denied or asked before and must stay so, and the ordinary ones stay allowed.
 */
function planted(setup: Setup = {}) {
  const fixture = permissionsFor(setup);
  for (const path of ['.ssh/id_rsa', '.aws/credentials', '.netrc']) {
    mkdirSync(join(fixture.home, path, '..'), { recursive: true });
    writeFileSync(join(fixture.home, path), 'SECRET');
  }
  writeFileSync(join(fixture.projectDir, 'notes.txt'), 'x');
  return fixture;
}

const allowBash: Setup = { project: { permissions: { allow: ['Bash', 'Read'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] } } };
type Fixture = ReturnType<typeof planted>;
/** `~` in a form stands for the fixture's home, written out (no shell expansion involved). */
const inHome = (fixture: Fixture, command: string) => command.replaceAll('~/', `${fixture.home}/`);
const verdictOf = async (command: string, setup: Setup = allowBash) => {
  const fixture = planted(setup);
  return fixture.bash(inHome(fixture, command));
};

/** awk's program text stays the first operand when a library is included (`-i inplace`), and inplace rewrites its files. */
const awkForms = [
  "awk -i inplace 'BEGIN{system(\"rm v\")}' notes.txt",
  "gawk --include=x 'BEGIN{system(\"rm v\")}'",
  "gawk --inc x 'BEGIN{system(\"rm v\")}'",
  "gawk -ix 'BEGIN{system(\"rm v\")}'",
  "gawk -i x -i y 'BEGIN{system(\"rm v\")}'",
  "gawk -i inplace '{print}' .claude/settings.json",
  "gawk -i inplace.awk '{print}' .claude/settings.json",
  "gawk -i inplace -v INPLACE_SUFFIX=.bak '{print}' .claude/settings.json",
  "gawk -f prog.awk -i inplace .claude/settings.json",
  "gawk '@include \"inplace\"; {print}' .claude/settings.json",
  "gawk -i inplace '{print}' ~/.bashrc",
];

/** Files a sed or awk script reads or writes by name are the command's own files. */
const scriptFiles = [
  "sed -n '1R ~/.ssh/id_rsa' notes.txt",
  "sed -n '1r ~/.netrc' notes.txt",
  "sed -n 's/x/y/w ~/.ssh/authorized_keys' notes.txt",
  "sed -n 'w .claude/settings.json' notes.txt",
  "sed -n 'w .git/hooks/pre-commit' notes.txt",
  "sed -n 'W ../outside' notes.txt",
  "awk 'BEGIN{getline l < \"~/.ssh/id_rsa\"; print l}'",
  "awk 'BEGIN{while ((getline l < \"~/.netrc\") > 0) print l}'",
  "awk '{print > \".claude/settings.json\"}' notes.txt",
  "awk '{print >> \".git/hooks/pre-commit\"}' notes.txt",
  "awk '{printf \"%s\", $0 > \"../outside\"}' notes.txt",
  "awk '{print > $1}' notes.txt",
  "awk 'BEGIN{getline l < f}' f=x",
  "awk '{printf \"%s, %s\", $1, $2 > \"../outside\"}' notes.txt",
];

const ordinary = [
  "awk '{print > \"out.txt\"}' notes.txt",
  "awk '{print $1 > \"/dev/stderr\"}' notes.txt",
  "awk '$1 > 5 {print}' notes.txt",
  "awk '{if ($1 > 5) print $2}' notes.txt",
  "awk '{print ($1 > 5)}' notes.txt",
  "gawk -i inplace '{sub(/x/, \"y\")} 1' notes.txt",
  "sed -n 'w out.txt' notes.txt",
  "sed 's/a/b/w /dev/stdout' notes.txt",
];

describe('red team 3: awk and sed programs', () => {
  for (const command of [...awkForms, ...scriptFiles]) {
    it(`${command} is not allowed`, async () => expect(await verdictOf(command), command).not.toMatchObject({ behavior: 'allow' }));
  }
  for (const command of ordinary) {
    it(`${command} is allowed`, async () => expect(await verdictOf(command), command).toMatchObject({ behavior: 'allow' }));
  }
});

/** A folder of many files among the protected ones (a browser profile). */
function crowd(dir: string, count: number) {
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) writeFileSync(join(dir, `f${i}`), '');
}

describe('red team 3: second names of credential files', () => {
  const linked = (store: string, prepare: (fixture: Fixture) => void = () => {}) => {
    const fixture = planted(allowBash);
    prepare(fixture);
    mkdirSync(join(fixture.home, store, '..'), { recursive: true });
    writeFileSync(join(fixture.home, store), 'SECRET', { flag: 'a' });
    linkSync(join(fixture.home, store), join(fixture.projectDir, 'n'));
    return fixture;
  };

  it('a link to ~/.netrc is found past a large browser profile (walked before it once)', async () => {
    const fixture = linked('.netrc', (f) => crowd(join(f.home, '.config/chromium'), 5_100));
    expect(await fixture.bash('cat n')).toMatchObject({ behavior: 'deny' });
    expect(await fixture.decide('Read', { file_path: 'n' })).toMatchObject({ behavior: 'deny' });
    expect(await fixture.bash('grep -r x .')).toMatchObject({ behavior: 'deny' });
  });

  it('a link to a store named in the list is found however large the folders before it', async () => {
    const fixture = linked('.pgpass', (f) => crowd(join(f.home, '.config/gcloud/logs'), 5_100));
    expect(await fixture.bash('cat n')).toMatchObject({ behavior: 'deny' });
  });

  it('a link to a store named by a glob (~/.config/*/credentials*) is found', async () => {
    const fixture = linked('.config/foo/credentials.json');
    expect(await fixture.bash('cat n')).toMatchObject({ behavior: 'deny' });
  });
});
