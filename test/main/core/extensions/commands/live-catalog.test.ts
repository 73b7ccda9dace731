import { mkdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listCommands } from '../../../../../main/core/extensions/commands/command-catalog.ts';
import { expandCommand } from '../../../../../main/core/extensions/commands/expand-command.ts';
import { openLiveCatalog } from '../../../../../main/core/extensions/commands/live-catalog.ts';
import type { Setup } from '../../permissions/engine-fixtures.ts';
import { extensionProject } from './extension-fixture.ts';

async function liveProject(setup: Setup = {}) {
  const project = extensionProject(setup);
  const reported: string[][] = [];
  const live = await openLiveCatalog({ projectDir: project.projectDir, home: project.home, dataDir: project.dataDir }, (problems) => reported.push([...problems]));
  const write = (path: string, text: string) => {
    const file = join(project.projectDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  };
  const expand = async (prompt: string) => expandCommand(prompt, { ...(await project.expansionContext()), catalog: await live.current() });
  return { ...project, live, reported, write, expand };
}

describe('a catalog that follows its files', () => {
  it('expands a command whose file, and folder, appeared after it was opened', async () => {
    const { live, write, expand } = await liveProject();
    expect(await expand('/fresh now')).toBeUndefined();
    write('.claude/commands/fresh.md', 'Fresh $ARGUMENTS');
    expect(await expand('/fresh now')).toMatchObject({ ok: true, value: { prompt: 'Fresh now', kind: 'command' } });
    write('.claude/commands/tools/nested.md', 'Nested $ARGUMENTS');
    expect(await expand('/nested too')).toMatchObject({ ok: true, value: { prompt: 'Nested too' } });
    write('.claude/commands/tools/deeper.md', 'Deeper');
    expect(listCommands(await live.current()).map((command) => command.name)).toEqual(['deeper', 'fresh', 'nested']);
  });

  it('uses an edited command’s new body, even when the edit keeps the file’s size', async () => {
    const { write, expand } = await liveProject({ files: { 'project/.claude/commands/say.md': 'One $ARGUMENTS' } });
    expect(await expand('/say it')).toMatchObject({ value: { prompt: 'One it' } });
    const file = write('.claude/commands/say.md', 'Three $ARGUMENTS');
    expect(await expand('/say it')).toMatchObject({ value: { prompt: 'Three it' } });
    const { atime, mtime } = statSync(file);
    write('.claude/commands/say.md', 'Seven $ARGUMENTS');
    utimesSync(file, atime, new Date(mtime.getTime() + 1_000));
    expect(await expand('/say it')).toMatchObject({ value: { prompt: 'Seven it' } });
  });

  it('forgets a deleted command, so its /name goes as typed', async () => {
    const { write, expand, projectDir } = await liveProject({ files: { 'project/.deft/commands/gone.md': 'Gone $ARGUMENTS', 'project/.deft/commands/kept.md': 'Kept' } });
    expect(await expand('/gone soon')).toMatchObject({ value: { prompt: 'Gone soon' } });
    rmSync(join(projectDir, '.deft/commands/gone.md'));
    expect(await expand('/gone soon')).toBeUndefined();
    expect(await expand('/kept')).toMatchObject({ value: { prompt: 'Kept' } });
    rmSync(join(projectDir, '.deft'), { recursive: true });
    expect(await expand('/kept')).toBeUndefined();
    write('.deft/commands/kept.md', 'Back');
    expect(await expand('/kept')).toMatchObject({ value: { prompt: 'Back' } });
  });

  it('lists a skill added later, also into a folder that had no SKILL.md yet, and sees it edited', async () => {
    const { live, write } = await liveProject({ files: { 'project/.claude/skills/later/notes.txt': 'not a skill yet' } });
    expect((await live.current()).skills).toEqual([]);
    write('.claude/skills/later/SKILL.md', '---\ndescription: Arrived later\n---\nDo it.');
    expect((await live.current()).skills.map((skill) => [skill.name, skill.description])).toEqual([['later', 'Arrived later']]);
    write('.claude/skills/later/SKILL.md', '---\ndescription: Edited later\n---\nDo it.');
    expect((await live.current()).skills.map((skill) => skill.description)).toEqual(['Edited later']);
    write('.claude/skills/other/SKILL.md', '---\ndescription: Another\n---\nAnd this.');
    expect(listCommands(await live.current()).map((command) => [command.name, command.kind])).toEqual([
      ['later', 'skill'],
      ['other', 'skill'],
    ]);
  });

  it('reports a malformed file added later once, however often it is used, and not again for an unrelated change', async () => {
    const { live, write, reported, projectDir } = await liveProject({ files: { 'project/.claude/commands/old-bad.md': '---\ndescription: never closed\nbody' } });
    expect(live.latest().problems).toEqual([`${join(projectDir, '.claude/commands/old-bad.md')}: the frontmatter has no closing --- line`]);
    write('.claude/commands/bad.md', '---\ndescription: never closed\nbody');
    await live.current();
    await live.current();
    write('.claude/commands/good.md', 'Good');
    expect((await live.current()).commands.map((command) => command.name)).toEqual(['good']);
    await live.current();
    expect(reported).toEqual([[`${join(projectDir, '.claude/commands/bad.md')}: the frontmatter has no closing --- line`]]);
  });

  it('reads nothing again while nothing changed, and once for calls that overlap', async () => {
    const { live, write } = await liveProject({ files: { 'project/.claude/commands/a.md': 'A', 'project/.claude/skills/s/SKILL.md': '---\ndescription: S\n---\nS' } });
    const first = live.latest();
    expect(await live.current()).toBe(first);
    expect(await live.current()).toBe(first);
    write('.claude/commands/b.md', 'B');
    const [one, two] = await Promise.all([live.current(), live.current()]);
    expect(one).toBe(two);
    expect(one).not.toBe(first);
    expect(await live.current()).toBe(one);
    expect(live.latest()).toBe(one);
  });
});
