import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMemory } from '../../../../../../main/core/agent/prompt/memory/load-memory.ts';
import { createNestedMemory } from '../../../../../../main/core/agent/prompt/memory/nested-memory.ts';
import { writeFiles } from '../../../builtins/git/git-repo.ts';
import { memorySpace } from './memory-space.ts';

/** A monorepo: the session starts in packages/api, whose memory is loaded at the start. */
async function monorepo() {
  const space = memorySpace();
  writeFiles(space.root, {
    'work/project/CLAUDE.md': 'root rules',
    'work/project/packages/CLAUDE.md': 'all packages',
    'work/project/packages/api/CLAUDE.md': 'api rules',
    'work/project/packages/api/src/server.ts': '',
    'work/project/packages/web/AGENTS.md': 'web rules, see @docs/ui.md and @docs/gone.md',
    'work/project/packages/web/CLAUDE.local.md': 'my web notes',
    'work/project/packages/web/docs/ui.md': 'ui guide',
    'work/project/packages/web/src/deep/CLAUDE.md': 'deep rules',
    'work/project/packages/web/src/deep/app.tsx': '',
    'work/project/packages/web/node_modules/lib/CLAUDE.md': 'a dependency speaking',
    'work/project/packages/web/node_modules/lib/index.js': '',
    'elsewhere/CLAUDE.md': 'outside the project',
  });
  const cwd = join(space.projectDir, 'packages', 'api');
  const start = await loadMemory({ ...space, cwd });
  const problems: string[] = [];
  const nested = createNestedMemory({ ...space, alreadyLoaded: start.files, onProblem: (problem) => problems.push(problem) });
  const at = (path: string) => join(space.projectDir, path);
  const found = async (...paths: string[]) => (await nested.discover(paths)).map((file) => [file.path.slice(space.projectDir.length + 1), file.scope]);
  return { space, nested, at, found, problems };
}

describe('createNestedMemory', () => {
  it('returns the memory files between the project root and a file the first time, with their imports, then never again', async () => {
    const { at, found, problems } = await monorepo();
    expect(await found(at('packages/web/src/deep/app.tsx'))).toEqual([
      ['packages/web/AGENTS.md', 'nested'],
      ['packages/web/docs/ui.md', 'nested'],
      ['packages/web/CLAUDE.local.md', 'nested'],
      ['packages/web/src/deep/CLAUDE.md', 'nested'],
    ]);
    expect(problems).toEqual([`${at('packages/web/AGENTS.md')}: the imported file ${at('packages/web/docs/gone.md')} does not exist; the reference was left as written.`]);
    expect(await found(at('packages/web/src/deep/app.tsx'), at('packages/web/README.md'))).toEqual([]);
  });

  it('looks at a folder on its first touch only: a memory file written there later is not picked up', async () => {
    const { space, at, found } = await monorepo();
    expect(await found(at('packages/api/src/server.ts'))).toEqual([]);
    writeFiles(space.projectDir, { 'packages/api/src/CLAUDE.md': 'written during the session' });
    expect(await found(at('packages/api/src/server.ts'))).toEqual([]);
  });

  it('never returns what was loaded at the start of the session', async () => {
    const { at, found } = await monorepo();
    expect(await found(at('packages/api/src/server.ts'), at('packages/api'), at('CLAUDE.md'))).toEqual([]);
  });

  it('takes a folder path as the folder itself, and a relative path as relative to the project root', async () => {
    const { at, found } = await monorepo();
    expect(await found(at('packages/web/src/deep'))).toContainEqual(['packages/web/src/deep/CLAUDE.md', 'nested']);
    const again = await monorepo();
    expect(await again.found('packages/web/src/deep/app.tsx')).toContainEqual(['packages/web/src/deep/CLAUDE.md', 'nested']);
  });

  it('ignores paths outside the project and the memory files of dependencies', async () => {
    const { space, at, found } = await monorepo();
    expect(await found(join(space.root, 'elsewhere', 'x.ts'), space.projectDir)).toEqual([]);
    expect(await found(at('packages/web/node_modules/lib/index.js'))).toEqual([['packages/web/AGENTS.md', 'nested'], ['packages/web/docs/ui.md', 'nested'], ['packages/web/CLAUDE.local.md', 'nested']]);
  });

  it('returns a file imported from two folders once, even when the two are discovered at the same time', async () => {
    const space = memorySpace();
    writeFiles(space.projectDir, { 'a/CLAUDE.md': 'A: @../common.md', 'b/CLAUDE.md': 'B: @../common.md', 'common.md': 'common rules' });
    const nested = createNestedMemory({ ...space, alreadyLoaded: [] });
    const [a, b] = await Promise.all([nested.discover([join(space.projectDir, 'a', 'x.ts')]), nested.discover([join(space.projectDir, 'b', 'y.ts')])]);
    expect([...a, ...b].filter((file) => file.path.endsWith('common.md'))).toHaveLength(1);
  });

  it('returns a file once even when two calls run at the same time', async () => {
    const { nested, at } = await monorepo();
    const [first, second] = await Promise.all([nested.discover([at('packages/web/src/deep/app.tsx')]), nested.discover([at('packages/web/src/deep/app.tsx')])]);
    expect(first.length + second.length).toBe(4);
  });

  it('reads no file a command may have planted to reach outside: links and imports out of the project, the data folder, FIFOs; and redacts what it reads', async () => {
    const space = memorySpace();
    writeFiles(space.root, {
      'outside.md': 'outside text',
      'imported.md': 'imported from outside',
      'data/mcp-auth.json': '{"token":"t0ken"}',
      'work/project/a/x.ts': '',
      'work/project/b/CLAUDE.md': `see @${join(space.root, 'imported.md')} and @${join(space.dataDir, 'mcp-auth.json')}`,
      'work/project/b/x.ts': '',
      'work/project/c/x.ts': '',
      'work/project/d/CLAUDE.md': 'key sk-secret-0123456789',
      'work/project/d/x.ts': '',
    });
    symlinkSync(join(space.root, 'outside.md'), join(space.projectDir, 'a', 'CLAUDE.md'));
    execFileSync('mkfifo', [join(space.projectDir, 'c', 'CLAUDE.md')]);
    const problems: string[] = [];
    const nested = createNestedMemory({ ...space, alreadyLoaded: [], onProblem: (problem) => problems.push(problem), redact: (text) => text.replace(/sk-secret-\w+/, '[REDACTED]') });
    const found = await nested.discover(['a/x.ts', 'b/x.ts', 'c/x.ts', 'd/x.ts']);
    expect(found.map((file) => [file.path.slice(space.projectDir.length + 1), file.text])).toEqual([
      ['b/CLAUDE.md', expect.stringContaining('see @')],
      ['d/CLAUDE.md', 'key [REDACTED]'],
    ]);
    expect(problems.join('\n')).toMatch(/a\/CLAUDE\.md leads outside the project/);
    expect(problems.join('\n')).toMatch(/imported\.md leads outside the project/);
    expect(problems.join('\n')).toMatch(/mcp-auth\.json is in Deft's data folder/);
    expect(problems.join('\n')).toMatch(/c\/CLAUDE\.md: is not a regular file/);
  });
});
