import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allowedToolsAtStart } from '../../../../main/core/extensions/skills/session-allowed-tools.ts';
import { loadCatalog, catalogSources } from '../../../../main/core/extensions/commands/command-catalog.ts';
import { controlPaths } from '../../../../main/core/permissions/paths/control-files.ts';
import { defineTool } from '../../../../main/core/tools/define.ts';
import { permissionsFor, tools } from './engine-fixtures.ts';

/** The tools that write a file by a path of their input, as the built-ins declare it (ApplyPatch names each file of its patch). */
const fileWriters = ['Write', 'Edit', 'MultiEdit', 'NotebookEdit', 'ApplyPatch', 'Insert'];
for (const name of fileWriters) {
  tools[name] ??= defineTool({
    name,
    description: name,
    input: z.object({ file_path: z.string() }),
    permission: (input) => ({ paths: [{ path: input.file_path, access: 'write' }] }),
    execute: () => 'ok',
  });
}

/** Every kind of control file, as a path from the test's root folder (`project/…`, `home/…`, `data/…`). */
const controlFiles = [
  'project/.claude/settings.json', 'project/.claude/settings.local.json', 'project/.deft/settings.json', 'project/.deft/settings.local.json',
  'home/.claude/settings.json', 'data/settings.json', 'project/.mcp.json', 'home/.claude.json',
  'project/.claude/skills/evil/SKILL.md', 'project/.deft/skills/evil/SKILL.md', 'home/.claude/skills/evil/SKILL.md', 'data/skills/evil/SKILL.md',
  'project/.claude/agents/evil.md', 'home/.claude/agents/evil.md', 'data/agents/evil.md', 'project/.claude/commands/evil.md', 'data/commands/evil.md',
  'project/.deft/tools/evil.ts', 'project/.git/hooks/pre-commit', 'project/.git/config', 'project/.git/info/attributes', 'data/plugins/evil/plugin.json',
  'home/.gitconfig',
];

/** Every way a command writes a file, with `P` the file (relative to the project), `D` its folder and `B` its name. */
const commandWrites = [
  'echo x > P', 'echo x >> P', 'printf x >| P', 'cat payload &> P', 'cp payload P', 'cp -f payload P', 'mv payload P', "sed -i 's/a/b/' P",
  "sed -i.bak -e 's/a/b/' P", "sed --in-place 's/a/b/' P", 'tee P < payload', 'echo x | tee -a P', 'dd if=payload of=P', 'install payload P',
  'install -D -m 755 payload P', 'ln -sf payload P', 'ln -s P link && cp payload link', 'cat > P <<EOF\n{}\nEOF', "cp /dev/stdin P <<< '{}'",
  "mkdir -p D && cp /dev/stdin P <<< 'allowed-tools: RunPython'", 'truncate -s 0 P', 'rm -f P', 'unlink P', 'shred -u P', 'chmod +x P', 'chmod 777 P',
  'touch P', 'cp -t D B', 'cp --target-directory=D B', 'mv --target-directory D B', 'cp -r payload-dir/. D', 'rsync -a payload P', 'curl -o P http://127.0.0.1:9/x',
  'curl -sSLo P http://127.0.0.1:9/x', 'wget -O P http://127.0.0.1:9/x', 'sort -o P payload', 'sudo cp payload P', 'env X=1 cp payload P', 'timeout 5 tee P',
  'echo P | xargs rm', 'bash -c "cp payload P"', 'cp payload $HOME/P', 'gzip P', 'find D -delete', 'rm -rf D', 'tar -xf a.tar -C D', 'unzip -o a.zip -d D',
  'patch P < fix.diff', 'split payload P', 'zip P payload',
];

const ruleSets = {
  default: { mode: 'default', rules: {} },
  acceptEdits: { mode: 'acceptEdits', rules: {} },
  plan: { mode: 'plan', rules: {} },
  'allow Bash, deny Bash(rm:*)': { mode: 'default', rules: { permissions: { allow: ['Bash'], deny: ['Bash(rm:*)'] } } },
  'allow Edit, Write, Bash': { mode: 'default', rules: { permissions: { allow: ['Edit', 'Write', 'Bash'] } } },
  'acceptEdits with allow Edit, Write, Bash': { mode: 'acceptEdits', rules: { permissions: { allow: ['Edit', 'Write', 'Bash', 'MultiEdit', 'NotebookEdit', 'ApplyPatch'] } } },
} as const;

const quote = (text: string) => (/^[\w./~-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`);

function commandsFor(target: string, projectDir: string, root: string): string[] {
  const path = relative(projectDir, join(root, target));
  return commandWrites.map((form) =>
    form.replaceAll('$HOME/P', `$HOME/${relative(join(root, 'home'), join(root, target))}`).replaceAll('P', quote(path)).replaceAll('D', quote(dirname(path))).replaceAll('B', quote(join('payloads', target.split('/').pop()!))),
  );
}

describe('the self-grant corpus: no tool or command writes a control file without the person', () => {
  it(`has ${controlFiles.length} control files × ${commandWrites.length + fileWriters.length} ways × ${Object.keys(ruleSets).length} rule sets`, () => {
    expect(controlFiles.length * (commandWrites.length + fileWriters.length) * Object.keys(ruleSets).length).toBeGreaterThan(7_000);
  });

  it.each(Object.entries(ruleSets))('none is allowed under %s', async (_name, { mode, rules }) => {
    const fixture = permissionsFor({ project: rules, files: { 'project/payload': '{}', 'project/payloads/x': '' } });
    const { permissions, bash, decide, projectDir, root } = fixture;
    mkdirSync(join(projectDir, '.git', 'hooks'), { recursive: true });
    permissions.setMode('session-1', mode);
    const allowed: string[] = [];
    for (const target of controlFiles) {
      for (const tool of fileWriters) {
        const decision = await decide(tool, { file_path: join(root, target) });
        if (decision.behavior === 'allow') allowed.push(`${tool} ${target}`);
      }
      for (const command of commandsFor(target, projectDir, root)) {
        const decision = await bash(command);
        if (decision.behavior === 'allow') allowed.push(`Bash ${JSON.stringify(command)}`);
      }
    }
    expect(allowed).toEqual([]);
  });

  it('lets bypassPermissions write them, as the person chose', async () => {
    const { permissions, bash } = permissionsFor();
    permissions.setMode('session-1', 'bypassPermissions');
    expect(await bash('cp payload .claude/settings.json')).toMatchObject({ behavior: 'allow' });
  });

  it("asks even when a hook allows the call", async () => {
    const { bash, decide, projectDir } = permissionsFor({ project: { permissions: { allow: ['Bash'] } } });
    const hook = { decision: 'allow' as const, source: { kind: 'hook' as const, detail: 'PreToolUse' } };
    expect(await bash('tee .git/hooks/pre-commit < payload', { hook })).toMatchObject({ behavior: 'ask' });
    expect(await decide('Write', { file_path: join(projectDir, '.deft/tools/x.ts') }, { hook })).toMatchObject({ behavior: 'ask' });
  });

  it('sees writes through globs, links made in the same command and folders that hold a control file', async () => {
    const { bash, projectDir } = permissionsFor({ project: { permissions: { allow: ['Bash'] } } });
    mkdirSync(join(projectDir, '.claude'), { recursive: true });
    for (const command of [
      'cp payload .c*/settings.json', 'cp payload .cla?de/settings.json', 'cp payload .[c]laude/settings.json', 'ln -s .claude x && cp payload x/settings.json',
      'rm -rf .', 'mv .claude old', 'chmod -R a+w .', 'cp -r payload-dir/. .', 'cp x/.mcp.json .', 'tar -xf a.tar', 'unzip a.zip', 'curl -O http://127.0.0.1:9/.mcp.json', 'git config core.hooksPath /tmp/hooks',
      'git -C . config alias.x "!rm v"', 'git remote add evil /tmp/x',
    ]) {
      expect.soft(await bash(command), command).toMatchObject({ behavior: 'ask' });
    }
    // ~/.npmrc holds registry tokens: a credential store, denied outright.
    expect(await bash('npm config set ignore-scripts false')).toMatchObject({ behavior: 'deny' });
    for (const command of ['cp payload .', 'cp payload x/settings.json', 'cp -r src build', 'tar -xf a.tar -C build', 'rm -rf build']) {
      expect.soft(await bash(command), command).toMatchObject({ behavior: 'allow' });
    }
  });
});

describe('writes outside the working dirs under a blanket Bash rule', () => {
  it('ask, unless an Edit rule covers the path; /dev/null and friends are no writes', async () => {
    const { bash, permissions } = permissionsFor({ project: { permissions: { allow: ['Bash', 'Edit(//tmp/allowed/**)'] } } });
    for (const command of ['cp f ~/.bashrc', 'tee -a ~/.bashrc', 'echo x > /tmp/x', 'cp --target-directory=../sibling f', 'mv -t ../sibling f', 'touch /tmp/x', 'mkdir /tmp/y', 'install -d ../sibling/bin']) {
      expect.soft(await bash(command), command).toMatchObject({ behavior: 'ask' });
    }
    for (const command of ['echo x > /dev/null', 'echo x 2> /dev/stderr', 'echo x > /dev/stdout', 'echo x | tee /dev/tty', 'touch /tmp/allowed/x', 'cp f build/', 'tar -xf a.tar -C vendor', 'git config --get user.name']) {
      expect.soft(await bash(command), command).toMatchObject({ behavior: 'allow' });
    }
    permissions.setMode('session-1', 'acceptEdits');
    expect(await bash('cp --target-directory=../sibling f')).toMatchObject({ behavior: 'ask' });
    expect(await bash('cp --target-directory=src f')).toMatchObject({ behavior: 'allow' });
  });
});

describe('a right gained during the session', () => {
  it('a settings file changed mid-session changes no rule until the person confirms, and the change is reported', async () => {
    const { permissions, bash, request, projectDir } = permissionsFor({ project: { permissions: { allow: ['Bash'], deny: ['Bash(rm:*)'] } } });
    expect(await bash('rm v')).toMatchObject({ behavior: 'deny' });
    writeFileSync(join(projectDir, '.claude', 'settings.json'), JSON.stringify({ permissions: { allow: ['Bash', 'Bash(rm:*)'] } }));
    expect(await bash('rm v')).toMatchObject({ behavior: 'deny' });
    const file = join(projectDir, '.claude', 'settings.json');
    expect(permissions.ruleChanges()).toEqual([
      { change: 'added', list: 'allow', rule: 'Bash(rm:*)', file },
      { change: 'removed', list: 'deny', rule: 'Bash(rm:*)', file },
    ]);
    // The person's own "always allow" is written and in force; the file's other change still is not.
    permissions.remember?.(request('Bash', { command: 'make' }), { decision: 'allow', scope: 'always' }, ['Bash(make)']);
    expect(await bash('make')).toMatchObject({ behavior: 'allow' });
    expect(await bash('rm v')).toMatchObject({ behavior: 'deny' });
    const seen = permissions.ruleChanges();
    // A change made after the person looked is not put in force with what they saw.
    writeFileSync(file, JSON.stringify({ permissions: { allow: ['Bash', 'Bash(rm:*)', 'Bash(curl:*)'] } }));
    expect(permissions.confirmRuleChanges(seen)).toMatchObject({ ok: false, error: expect.stringContaining('changed again') });
    expect(await bash('rm v')).toMatchObject({ behavior: 'deny' });
    const shown = permissions.ruleChanges();
    expect(shown).toHaveLength(3);
    expect(permissions.confirmRuleChanges(shown)).toMatchObject({ ok: true, value: shown });
    expect(await bash('rm v')).toMatchObject({ behavior: 'allow' });
    expect(permissions.ruleChanges()).toEqual([]);
  });

  it("a skill created or changed during the session allows nothing by its allowed-tools", async () => {
    const { projectDir, home, dataDir, root } = permissionsFor({ files: { 'project/.claude/skills/kept/SKILL.md': '---\ndescription: Kept\nallowed-tools: Bash(make *)\n---\nkept' } });
    const sources = catalogSources({ projectDir, home, dataDir });
    const allowedToolsOf = allowedToolsAtStart(await loadCatalog(sources));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('project/.claude/skills/evil/SKILL.md', '---\ndescription: Evil\nallowed-tools: RunPython Write(//**)\n---\nrun it');
    const later = await loadCatalog(sources);
    const find = (name: string) => later.skills.find((skill) => skill.name === name)!;
    expect(allowedToolsOf(find('kept'))).toEqual({ rules: ['Bash(make *)'] });
    expect(allowedToolsOf(find('evil'))).toMatchObject({ rules: [], withheld: expect.stringContaining('was created during this session') });
    write('project/.claude/skills/kept/SKILL.md', '---\ndescription: Kept\nallowed-tools: Bash(make *) RunPython\n---\nkept');
    const changed = (await loadCatalog(sources)).skills.find((skill) => skill.name === 'kept')!;
    expect(allowedToolsOf(changed)).toMatchObject({ rules: [], withheld: expect.stringContaining('changed during this session') });
  });
});

describe('controlPaths, the list the sandbox denies writing', () => {
  it('names the settings, extension and git files of the project, the person and the data dir, but not the scratch and spill folders', () => {
    const { projectDir, home, dataDir } = permissionsFor();
    mkdirSync(join(projectDir, '.git'), { recursive: true });
    writeFileSync(join(projectDir, '.git', 'config'), '[core]\n\tbare = false\n\thooksPath = .githooks\n');
    mkdirSync(join(dataDir, 'scratch'), { recursive: true });
    const paths = controlPaths({ projectDir, home, dataDir, pluginRoots: ['/opt/plugin'] });
    for (const path of [join(projectDir, '.claude'), join(projectDir, '.deft'), join(projectDir, '.mcp.json'), join(projectDir, '.git', 'hooks'), join(projectDir, '.git', 'config'),
      join(projectDir, '.githooks'), join(home, '.claude'), join(home, '.claude.json'), join(dataDir, 'settings.json'), join(dataDir, 'skills'), '/opt/plugin']) {
      expect(paths).toContain(path);
    }
    expect(paths.every((path) => path.startsWith('/'))).toBe(true);
    expect(paths.filter((path) => path.startsWith(join(dataDir, 'scratch')) || path.startsWith(join(dataDir, 'tool-output')))).toEqual([]);
    expect(existsSync(join(dataDir, 'scratch'))).toBe(true);
  });
});
