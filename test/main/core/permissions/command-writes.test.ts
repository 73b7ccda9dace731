import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PermissionDecision } from '../../../../main/core/tools/permission.ts';
import { permissionsFor } from './engine-fixtures.ts';

/** A project under a plain allow Bash with `.claude` and `.git/hooks` present, and folders that hold no control file. */
function project() {
  const fixture = permissionsFor({ project: { permissions: { allow: ['Bash'] } }, files: { 'project/payload': '{}', 'project/payload-dir/.mcp.json': '{}' } });
  for (const folder of ['.git/hooks', 'src', 'build', '.clau']) mkdirSync(join(fixture.projectDir, folder), { recursive: true });
  writeFileSync(join(fixture.projectDir, 'src', 'app.ts'), '');
  return fixture;
}

/** The part the person is shown first, as risk and reason; `allow` when nothing is asked. */
function firstAsked(decision: PermissionDecision): 'allow' | { risk: string; reason: string } {
  if (decision.behavior === 'allow') return 'allow';
  if (decision.behavior === 'deny') return { risk: 'denied', reason: decision.message };
  const part = decision.parts?.find((candidate) => candidate.verdict !== 'allow');
  return { risk: part?.risk ?? 'none', reason: part?.reason ?? decision.reason ?? '' };
}

const controlIn = (writer: string, action: string, where = '.') => ({
  risk: 'control',
  reason: `${writer} ${action} ${where}, where Deft's control files live (.deft, .claude, .mcp.json …): which files it writes is only known when it runs`,
});

describe('writes into a folder that holds control files', () => {
  it('are asked as control, naming the program and what it does there', async () => {
    const { bash } = project();
    expect(firstAsked(await bash('tar -xzf vendor.tar.gz'))).toEqual(controlIn('tar', 'extracts into'));
    expect(firstAsked(await bash('unzip x.zip'))).toEqual(controlIn('unzip', 'extracts into'));
    expect(firstAsked(await bash('patch -p1 < x.diff'))).toEqual(controlIn('patch', 'changes the files its diff names below'));
    expect(firstAsked(await bash('chmod -R a+w .'))).toEqual({
      risk: 'control',
      reason: "chmod writes into . and all it holds, Deft's control files too (.deft, .claude, .mcp.json …): changing them could change the agent's own rights",
    });
    expect(firstAsked(await bash('cp payload .c*/settings.json'))).toEqual({
      risk: 'control',
      reason: "writes .c*/settings.json, a pattern that can name Deft's control files (.claude): changing them could change the agent's own rights",
    });
  });

  it('are allowed where no control file lives', async () => {
    const { bash } = project();
    for (const command of ['tar -xzf vendor.tar.gz -C build', 'unzip x.zip -d build', 'patch -d build -p1 < x.diff', 'chmod -R a+w src']) {
      expect.soft(firstAsked(await bash(command)), command).toBe('allow');
    }
  });
});

describe('what find -exec runs', () => {
  it('writes below what find finds: asked where that holds control files, with the program find runs named', async () => {
    const { bash } = project();
    expect(firstAsked(await bash("find . -type f -exec sd 'from' 'to' {} \\;"))).toEqual(controlIn('sd, run by find,', 'writes files it finds below'));
    for (const command of [
      "find . -exec sed -i 's/a/b/' '{}' +", 'find . -name "*.json" -exec env X=1 sed -i s/a/b/ {} +', 'find payload-dir -exec cp {} . \\;',
      'find .clau -exec cp payload {}de/settings.json \\;', 'find . -execdir touch settings.json \\;', 'find src -exec rm -r {} + -o -exec chmod 777 .claude \\;',
    ]) {
      expect.soft(firstAsked(await bash(command)), command).toMatchObject({ risk: 'control' });
    }
  });

  it('writes nothing when the program writes nothing, and only its own files when it names them', async () => {
    const { bash } = project();
    for (const command of [
      "find src -name '*.ts' -exec wc -l {} \\;", 'find src -mtime -1 -exec tar -cvf archive.tar {} +', "find src -exec sed -i 's/a/b/' {} +",
      'find src -name "*.ts" -exec cp {} {}.bak \\;', 'find src -execdir touch x \\;', 'find . -name "*.ts" -exec grep -l TODO {} +',
    ]) {
      expect.soft(firstAsked(await bash(command)), command).toBe('allow');
    }
  });

  it('asks, naming the program, when where it writes cannot be said', async () => {
    const { bash } = project();
    expect(firstAsked(await bash('find src -exec cp payload {}/../../x \\;'))).toEqual({
      risk: 'opaque',
      reason: 'where cp, run by find, writes "{}/../../x" is only known when it runs',
    });
    expect(firstAsked(await bash('find src -execdir cp payload ../x \\;'))).toMatchObject({ risk: 'opaque' });
  });
});

describe('what xargs feeds a program', () => {
  it('hides only the files the program writes by the words it adds', async () => {
    const { bash } = project();
    for (const command of ['ls | xargs wc -l', 'ls src | xargs tar -cvf out.tar', 'ls | xargs -I % grep -l x %', 'git ls-files | xargs -0 cat']) {
      expect.soft(firstAsked(await bash(command)), command).toBe('allow');
    }
    expect(firstAsked(await bash("ls | xargs sed -i 's/a/b/'"))).toEqual({ risk: 'opaque', reason: 'sed writes files xargs names from its input: which ones is only known when it runs' });
    for (const command of ['ls | xargs rm', 'ls | nice xargs -I % cp payload %.bak', 'ls | xargs -I{} tar -cf {}.tar src', 'ls | xargs cp -t build', 'ls | xargs sd a b']) {
      expect.soft(firstAsked(await bash(command)), command).toMatchObject({ risk: 'opaque' });
    }
  });
});

describe('paths the shell fills in before the program sees them', () => {
  it('braces reach the control files they can name', async () => {
    const { bash } = project();
    for (const command of ['cp payload {x,.claude/settings.json}', 'touch .c{l,x}aude/settings.json', 'cp -t .c{l,x}aude payload', 'touch .git/hooks/{pre,post}-commit']) {
      expect.soft(firstAsked(await bash(command)), command).toMatchObject({ risk: 'control' });
    }
    expect(firstAsked(await bash('touch src/{a,b}.ts'))).toBe('allow');
    expect(firstAsked(await bash('cp payload {{0..300},.claude/settings.json}'))).toMatchObject({ risk: 'opaque', reason: expect.stringContaining('a brace gives cp more names than are checked') });
    expect(firstAsked(await bash('echo {0..300}'))).toBe('allow');
  });

  it('a write to a path only known when it runs is opaque', async () => {
    const { bash } = project();
    expect(firstAsked(await bash('read OUT; echo x > "$OUT"'))).toMatchObject({ risk: 'opaque' });
    expect(firstAsked(await bash('coproc BC { bc -l; }; echo "1/3" >&"${BC[1]}"'))).toMatchObject({ risk: 'opaque' });
  });
});

describe('links', () => {
  it('a symbolic link leads from its own folder, and making it writes nothing through it', async () => {
    const { bash } = project();
    for (const command of ['ln -s ../shared src/shared', 'ln -s /src/index.js src/index.js', 'ln /tmp/x src/x', 'ln -sr src/app.ts build/app.ts']) {
      expect.soft(firstAsked(await bash(command)), command).toBe('allow');
    }
  });

  it('a write through a link made earlier in the same command writes where the link leads', async () => {
    const { bash } = project();
    expect(firstAsked(await bash('ln -s ../.claude src/x && cp payload src/x/settings.json'))).toMatchObject({ risk: 'control' });
    expect(firstAsked(await bash('ln -s ../.claude src/x'))).toMatchObject({ risk: 'control', reason: expect.stringMatching(/^links to \.claude, a control file of Deft/) });
    expect(firstAsked(await bash('ln -s ~/.bashrc x && cp payload x'))).toMatchObject({ risk: 'control' });
    expect(firstAsked(await bash('ln -s .claude d; ln -sf payload d'))).toMatchObject({ risk: 'control' });
  });
});
