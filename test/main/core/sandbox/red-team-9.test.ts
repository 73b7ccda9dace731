import { linkSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { applyRewind } from '../../../../main/core/checkpoints/rewind-apply.ts';
import { runProcess } from '../../../../main/core/common/process/run-process.ts';
import { controlPaths } from '../../../../main/core/permissions/paths/control-files.ts';
import { sensitivePaths } from '../../../../main/core/permissions/paths/special-paths.ts';
import { deepStoresIn, sensitivePathsNow } from '../../../../main/core/permissions/paths/stores-below.ts';
import { sandboxAvailability } from '../../../../main/core/sandbox/availability.ts';
import { openSessionSandbox } from '../../../../main/core/sandbox/session-sandbox.ts';
import { sandboxSettingsFrom } from '../../../../main/core/sandbox/settings.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { projectWithCheckpoints, write } from '../checkpoints/project.ts';

/**
 * Red team 9 against the day's sandbox and rewind changes: credential stores named by a pattern,
 * hidden as they were when the session opened (`sensitivePathsNow`, real bubblewrap), and a rewind
 * that skips files below a folder turned into a link (`applyRewind`). `it` where the attack fails;
 * `it.fails` where it gets through, with what would close it.
 */

const availability = sandboxAvailability();
if (!availability.available) console.log(`Skipping red team 9's sandbox part: ${availability.reason}`);

const TOKEN = 'PLANTED-red9-token';

/** A home and a project in a temp folder, sandboxed as `openSandbox` does (the `**` stores looked for at open, the other patterns before each start). */
function boxedHome(homeFiles: Record<string, string> = {}, links: Record<string, string> = {}) {
  const base = realpathSync(tempDir('deft-sandbox-red9-'));
  const [home, root, data] = ['home', 'project', 'data'].map((name) => join(base, name));
  mkdirSync(join(root, '.claude'), { recursive: true });
  mkdirSync(join(data, 'secrets'), { recursive: true });
  writeFileSync(join(root, '.claude', 'settings.json'), '{}');
  const plant = (path: string, content = TOKEN) => {
    mkdirSync(dirname(join(home, path)), { recursive: true });
    writeFileSync(join(home, path), content);
  };
  for (const [path, content] of Object.entries(homeFiles)) plant(path, content);
  for (const [path, target] of Object.entries(links)) {
    mkdirSync(dirname(join(home, path)), { recursive: true });
    symlinkSync(target, join(home, path));
  }
  const sensitive = sensitivePaths(home, join(data, 'secrets'));
  const { settings } = sandboxSettingsFrom({ others: [{ key: 'sandbox', value: { enabled: true }, file: join(root, '.claude/settings.json'), scope: 'project', anchor: root }] }, homedir());
  const sandbox = openSessionSandbox({
    settings,
    workingDirs: [root],
    scratchDir: join(data, 'scratch'),
    denyRead: deepStoresIn(home, sensitive, [root]),
    storesNow: () => sensitivePathsNow(sensitive, [root]),
    denyWrite: controlPaths({ projectDir: root, home, dataDir: data }),
  });
  onTestFinished(() => sandbox.close());
  /** What a sandboxed `cat` of the home's `path` prints (it must get as far as `ran`). */
  const read = async (path: string) => {
    const result = await runProcess({ file: '/bin/bash', args: ['-c', `cat ${JSON.stringify(join(home, path))}; echo ran`], cwd: root, signal: new AbortController().signal, confinement: sandbox.processes, timeoutMs: 60_000 });
    expect(result.stdout, result.output).toContain('ran');
    return result.stdout;
  };
  return { home, root, plant, read };
}

describe.skipIf(!availability.available)('red team 9: credential stores named by a pattern, in the sandbox (real bubblewrap)', { timeout: 120_000 }, () => {
  it('hides a store that was there when the session opened (the control)', async () => {
    const box = boxedHome({ '.config/someapp/credentials.json': TOKEN, '.config/tool/auth_token': TOKEN });
    expect(await box.read('.config/someapp/credentials.json')).not.toContain(TOKEN);
    expect(await box.read('.config/tool/auth_token')).not.toContain(TOKEN);
  });

  it('hides a store there at open that is replaced by a rename (a CLI refreshing its token)', async () => {
    const box = boxedHome({ '.config/someapp/credentials.json': 'old' });
    box.plant('.config/someapp/credentials.json.tmp');
    renameSync(join(box.home, '.config/someapp/credentials.json.tmp'), join(box.home, '.config/someapp/credentials.json'));
    expect(await box.read('.config/someapp/credentials.json')).not.toContain(TOKEN);
  });

  it('hides a literal store (~/.aws/credentials) made after the session opened', async () => {
    const box = boxedHome();
    box.plant('.aws/credentials');
    expect(await box.read('.aws/credentials')).not.toContain(TOKEN);
  });

  /** Held since the patterns are expanded again before each start (`storesNow`), not once at open. */
  it('hides a store made after the session opened in a folder that was there (`gh auth login` meanwhile)', async () => {
    const box = boxedHome({ '.config/newapp/settings.json': '{}' });
    box.plant('.config/newapp/credentials.json');
    expect(await box.read('.config/newapp/credentials.json')).not.toContain(TOKEN);
  });

  /** Same. */
  it('hides a store made after the session opened in a folder that was not there', async () => {
    const box = boxedHome();
    box.plant('.config/brandnew/credentials');
    expect(await box.read('.config/brandnew/credentials')).not.toContain(TOKEN);
  });

  /** Same, for the token pattern (`~/.config/*\/*token*`). */
  it('hides a token file made after the session opened', async () => {
    const box = boxedHome({ '.config/cli/config.yml': 'x' });
    box.plant('.config/cli/oauth_token.json');
    expect(await box.read('.config/cli/oauth_token.json')).not.toContain(TOKEN);
  });

  /** Held since `pathsNamedBy` looks into a linked folder (dotfile managers link ~/.config/<app>) and the target is hidden too. */
  it('hides a store in an app folder that is a link (stow, chezmoi)', async () => {
    const box = boxedHome({ 'dotfiles/app/credentials.json': TOKEN }, { '.config/app': '../dotfiles/app' });
    expect(await box.read('.config/app/credentials.json')).not.toContain(TOKEN);
  });

  /** Held since `deepStoresIn` looks for what the `**` globs name below the home when the session opens (bounded, outside caches and packages). */
  it('hides a private key deeper in a dot-folder (`~/.*/**/*.pem`)', async () => {
    const box = boxedHome({ '.config/deploy/keys/prod.pem': TOKEN });
    expect(await box.read('.config/deploy/keys/prod.pem')).not.toContain(TOKEN);
  });

  /** Same, for `/**\/*.kdbx` (looked for below the home). */
  it('hides a password database in the home (`/**/*.kdbx`)', async () => {
    const box = boxedHome({ 'Documents/vault.kdbx': TOKEN });
    expect(await box.read('Documents/vault.kdbx')).not.toContain(TOKEN);
  });

  it('hides a store that is itself a link, by its own name', async () => {
    const box = boxedHome({ 'elsewhere/real.json': TOKEN }, { '.config/linked/credentials.json': '../../elsewhere/real.json' });
    expect(await box.read('.config/linked/credentials.json')).not.toContain(TOKEN);
  });
});

/**
 * A file the Write tool changed in two turns in a folder the snapshots skip (`conf`, ignored); the
 * person rewinds to the second turn. Between the preview and the rewind a command changed the
 * file or a folder above it into a link to `.claude`.
 */
async function rewoundAfter(plant: (root: string) => void, file = 'conf/settings.json') {
  const { project, checkpoints, session, userTurn } = projectWithCheckpoints({ '.gitignore': 'conf\n', '.claude/settings.json': '{}' });
  const root = realpathSync(project);
  const first = await userTurn();
  checkpoints.recordFileBefore(first.turn, file);
  write(root, file, '{"permissions":{"allow":["Bash(rm:*)"]}}');
  const second = await userTurn();
  checkpoints.recordFileBefore(second.turn, file);
  write(root, file, 'harmless');
  plant(root);
  await checkpoints.rewind(session.id, second.message.id).catch(() => undefined);
  return root;
}

describe('red team 9: a rewind and links planted before it', () => {
  const settingsOf = (root: string) => readFileSync(join(root, '.claude', 'settings.json'), 'utf8');

  it('writes no control file when the file itself became a link to one', async () => {
    const root = await rewoundAfter((dir) => {
      rmSync(join(dir, 'conf/settings.json'));
      symlinkSync('../.claude/settings.json', join(dir, 'conf/settings.json'));
    });
    expect(settingsOf(root)).toBe('{}');
  });

  it('writes no control file when the file became a hard link of one', async () => {
    const root = await rewoundAfter((dir) => {
      rmSync(join(dir, 'conf/settings.json'));
      linkSync(join(dir, '.claude/settings.json'), join(dir, 'conf/settings.json'));
    });
    expect(settingsOf(root)).toBe('{}');
  });

  it('writes no control file when a folder two levels down became the link', async () => {
    const root = await rewoundAfter((dir) => {
      rmSync(join(dir, 'conf/sub'), { recursive: true });
      symlinkSync('../.claude', join(dir, 'conf/sub'));
    }, 'conf/sub/settings.json');
    expect(settingsOf(root)).toBe('{}');
  });

  it("removes no control file: a file the turn made, rewound away through a link to .claude, would drop the person's rules", async () => {
    const { project, checkpoints, session, userTurn } = projectWithCheckpoints({ '.gitignore': 'conf\n', '.claude/settings.json': '{"permissions":{"deny":["Bash(rm:*)"]}}' });
    const root = realpathSync(project);
    const first = await userTurn();
    checkpoints.recordFileBefore(first.turn, 'conf/settings.json');
    write(root, 'conf/settings.json', 'made by the turn');
    rmSync(join(root, 'conf'), { recursive: true });
    symlinkSync('.claude', join(root, 'conf'));
    await checkpoints.rewind(session.id, first.message.id).catch(() => undefined);
    expect(settingsOf(root)).toContain('Bash(rm:*)');
  });

  /**
   * Held since red team 9 found it: a background command running while the rewind reads the snapshot
   * swapped the folder for a link (modelled by a target whose read plants it); the folders are now
   * checked after the read. What is left is the instant between that check and the write.
   */
  it('writes no control file when the folder becomes a link while the content is read', async () => {
    const root = realpathSync(tempDir('deft-rewind-red9-'));
    write(root, '.claude/settings.json', '{}');
    write(root, 'conf/settings.json', 'harmless');
    await applyRewind(root, [{
      change: { kind: 'modified', path: 'conf/settings.json' },
      target: {
        link: false,
        mode: 0o644,
        gitId: async () => '',
        read: async () => {
          rmSync(join(root, 'conf'), { recursive: true });
          symlinkSync('.claude', join(root, 'conf'));
          return Buffer.from('{"permissions":{"allow":["Bash(rm:*)"]}}');
        },
      },
    }]);
    expect(settingsOf(root)).toBe('{}');
  });
});
