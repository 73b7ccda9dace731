import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMemory } from '../../../../../../main/core/agent/prompt/memory/load-memory.ts';
import { writeFiles } from '../../../builtins/git/git-repo.ts';
import { memorySpace } from './memory-space.ts';

/** The files of the space only: folders above the temporary folder are none of the test's business. */
async function load(space: ReturnType<typeof memorySpace>, options: { cwd?: string; limits?: { fileChars: number; totalChars: number } } = {}) {
  const { files, problems } = await loadMemory({ ...space, cwd: options.cwd ?? space.projectDir, limits: options.limits });
  return { files: files.filter((file) => file.path.startsWith(space.root)), problems };
}

const where = (space: ReturnType<typeof memorySpace>, path: string) => path.slice(space.root.length + 1);

describe('loadMemory', () => {
  it('reads the user files, then every folder from the top down to the project and on to cwd, in order and with scopes', async () => {
    const space = memorySpace();
    writeFiles(space.root, {
      'home/.claude/CLAUDE.md': 'user rules',
      'data/AGENTS.md': 'deft user rules',
      'CLAUDE.md': 'above the project',
      'work/project/CLAUDE.md': 'project claude',
      'work/project/AGENTS.md': 'project agents',
      'work/project/.claude/CLAUDE.md': 'project dot-claude',
      'work/project/CLAUDE.local.md': 'private',
      'work/project/app/CLAUDE.md': 'cwd folder',
      'work/project/other/CLAUDE.md': 'not on the way',
    });
    const { files, problems } = await load(space, { cwd: join(space.projectDir, 'app') });
    expect(files.map((file) => [where(space, file.path), file.scope, file.text])).toEqual([
      ['home/.claude/CLAUDE.md', 'user', 'user rules'],
      ['data/AGENTS.md', 'user', 'deft user rules'],
      ['CLAUDE.md', 'project', 'above the project'],
      ['work/project/CLAUDE.md', 'project', 'project claude'],
      ['work/project/AGENTS.md', 'project', 'project agents'],
      ['work/project/.claude/CLAUDE.md', 'project', 'project dot-claude'],
      ['work/project/CLAUDE.local.md', 'local', 'private'],
      ['work/project/app/CLAUDE.md', 'project', 'cwd folder'],
    ]);
    expect(problems).toEqual([]);
  });

  it('finds nothing, and no problem, where there are no memory files', async () => {
    expect(await load(memorySpace())).toEqual({ files: [], problems: [] });
  });

  it('follows relative, home and absolute imports; each imported file comes after its importer, once', async () => {
    const space = memorySpace();
    const absolute = space.write('elsewhere/team.md', 'team rules');
    space.write('home/prefs.md', 'my preferences');
    space.write('work/project/docs/style.md', 'style guide, see @../shared.md');
    space.write('work/project/shared.md', 'shared part');
    const main = space.write(
      'work/project/CLAUDE.md',
      ['Follow @docs/style.md.', 'Mine: @~/prefs.md', `Team: @${absolute}`, 'Again @docs/style.md', '`@code/span.md`', '```', '@fenced/block.md', '```'].join('\n'),
    );
    const { files, problems } = await load(space);
    expect(files.map((file) => [where(space, file.path), file.importedBy && where(space, file.importedBy)])).toEqual([
      ['work/project/CLAUDE.md', undefined],
      ['work/project/docs/style.md', 'work/project/CLAUDE.md'],
      ['work/project/shared.md', 'work/project/docs/style.md'],
      ['home/prefs.md', 'work/project/CLAUDE.md'],
      ['elsewhere/team.md', 'work/project/CLAUDE.md'],
    ]);
    expect(files.every((file) => file.scope === 'project')).toBe(true);
    expect(files[0].text).toContain('Follow @docs/style.md.');
    expect(problems).toEqual([]);
    expect(main).toBe(files[0].path);
  });

  it('reads a file imported by an earlier memory file only once, and a symlinked CLAUDE.md only once', async () => {
    const space = memorySpace();
    space.write('work/project/CLAUDE.md', 'See @AGENTS.md');
    space.write('work/project/AGENTS.md', 'the real rules');
    space.write('home/.claude/shared.md', 'user');
    symlinkSync(join(space.home, '.claude', 'shared.md'), join(space.home, '.claude', 'CLAUDE.md'));
    symlinkSync(join(space.home, '.claude', 'shared.md'), join(space.dataDir, 'AGENTS.md'));
    const { files } = await load(space);
    expect(files.map((file) => [where(space, file.path), file.scope])).toEqual([
      ['home/.claude/CLAUDE.md', 'user'],
      ['work/project/CLAUDE.md', 'project'],
      ['work/project/AGENTS.md', 'project'],
    ]);
    expect(files[2].importedBy).toBe(files[1].path);
  });

  it('reports a missing import, naming the importer, and leaves the reference as written', async () => {
    const space = memorySpace();
    const main = space.write('work/project/CLAUDE.md', 'Use @docs/missing.md here.');
    const { files, problems } = await load(space);
    expect(files.map((file) => file.text)).toEqual(['Use @docs/missing.md here.']);
    expect(problems).toEqual([`${main}: the imported file ${join(space.projectDir, 'docs', 'missing.md')} does not exist; the reference was left as written.`]);
  });

  it('reports an import cycle and includes each file once', async () => {
    const space = memorySpace();
    const a = space.write('work/project/CLAUDE.md', 'A imports @b.md');
    const b = space.write('work/project/b.md', 'B imports @c.md');
    space.write('work/project/c.md', 'C imports @CLAUDE.md');
    const { files, problems } = await load(space);
    expect(files.map((file) => where(space, file.path))).toEqual(['work/project/CLAUDE.md', 'work/project/b.md', 'work/project/c.md']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`importing ${a} would make a cycle`);
    expect(problems[0]).toContain(`${a} -> ${b}`);
  });

  it('follows imports five levels deep and reports the sixth', async () => {
    const space = memorySpace();
    space.write('work/project/CLAUDE.md', 'level 0 @l1.md');
    for (let level = 1; level <= 6; level++) space.write(`work/project/l${level}.md`, `level ${level} @l${level + 1}.md`);
    const { files, problems } = await load(space);
    expect(files.map((file) => file.text.split(' @')[0])).toEqual(['level 0', 'level 1', 'level 2', 'level 3', 'level 4', 'level 5']);
    expect(problems).toEqual([`${join(space.projectDir, 'l5.md')}:1: @l6.md is more than 5 imports deep; it was not followed.`]);
  });

  it('never puts credentials or .env files in the prompt, whoever imports them', async () => {
    const space = memorySpace();
    space.write('home/.ssh/id_ed25519', 'PRIVATE KEY');
    space.write('work/project/.env', 'TOKEN=secret');
    space.write('work/project/.env.example', 'TOKEN=');
    const main = space.write('work/project/CLAUDE.md', 'Keys: @~/.ssh/id_ed25519 and @.env and @.env.example');
    const { files, problems } = await load(space);
    expect(files.map((file) => where(space, file.path))).toEqual(['work/project/CLAUDE.md', 'work/project/.env.example']);
    expect(files.map((file) => file.text).join()).not.toMatch(/PRIVATE KEY|secret/);
    expect(problems).toEqual([
      `${main}: ${join(space.home, '.ssh', 'id_ed25519')} holds credentials or secrets and is never put in the prompt.`,
      `${main}: ${join(space.projectDir, '.env')} holds credentials or secrets and is never put in the prompt.`,
    ]);
  });

  it('reports a memory file that is a folder or not text, and goes on', async () => {
    const space = memorySpace();
    mkdirSync(join(space.projectDir, 'CLAUDE.md'));
    space.write('work/project/AGENTS.md', 'Logo: @logo.png');
    space.write('work/project/logo.png', 'PNG\0\0binary');
    const { files, problems } = await load(space);
    expect(files.map((file) => file.text)).toEqual(['Logo: @logo.png']);
    expect(problems).toEqual([
      `${join(space.projectDir, 'CLAUDE.md')}: is a folder, not a file; left out.`,
      `${join(space.projectDir, 'logo.png')}: is not a text file; left out.`,
    ]);
  });

  it('cuts a file at the per-file limit and says so, in the text and as a problem', async () => {
    const space = memorySpace();
    const line = 'x'.repeat(29) + '\n';
    const main = space.write('work/project/CLAUDE.md', line.repeat(10));
    const { files, problems } = await load(space, { limits: { fileChars: 100, totalChars: 1000 } });
    expect(files[0].text).toBe(`${line.repeat(3).trimEnd()}\n[Deft cut this file here: 211 more characters were left out (the limit of 100 characters per memory file).]`);
    expect(problems).toEqual([`${main}: cut to 89 of 300 characters (the limit of 100 characters per memory file).`]);
  });

  it('cuts at the total limit and leaves out the files after it, naming each', async () => {
    const space = memorySpace();
    space.write('work/project/CLAUDE.md', 'a'.repeat(80));
    const agents = space.write('work/project/AGENTS.md', 'b'.repeat(80));
    const local = space.write('work/project/CLAUDE.local.md', 'c'.repeat(10));
    const { files, problems } = await load(space, { limits: { fileChars: 100, totalChars: 120 } });
    expect(files.map((file) => file.text)).toEqual([
      'a'.repeat(80),
      `${'b'.repeat(40)}\n[Deft cut this file here: 40 more characters were left out (the limit of 120 characters for all memory files).]`,
    ]);
    expect(problems).toEqual([
      `${agents}: cut to 40 of 80 characters (the limit of 120 characters for all memory files).`,
      `${local}: left out, because the memory files together reached the limit of 120 characters.`,
    ]);
  });

  it('does not follow imports in the part of a file that was cut', async () => {
    const space = memorySpace();
    space.write('work/project/CLAUDE.md', `${'x'.repeat(120)} @late.md`);
    space.write('work/project/late.md', 'late');
    const { files } = await load(space, { limits: { fileChars: 100, totalChars: 1000 } });
    expect(files).toHaveLength(1);
  });
});
