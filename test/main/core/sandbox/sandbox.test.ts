import { execFileSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { isDead } from '../../../../main/core/common/process/process-tree.ts';
import { runProcess } from '../../../../main/core/common/process/run-process.ts';
import { createHookRunner } from '../../../../main/core/hooks/runner.ts';
import { createPtyManager } from '../../../../main/core/pty/manager.ts';
import { sandboxAvailability } from '../../../../main/core/sandbox/availability.ts';
import { openSessionSandbox, type SessionSandbox, type SessionSandboxOptions } from '../../../../main/core/sandbox/session-sandbox.ts';
import { controlPaths } from '../../../../main/core/permissions/paths/control-files.ts';
import { secondNamesIn } from '../../../../main/core/permissions/paths/hard-links.ts';
import { sandboxSettingsFrom } from '../../../../main/core/sandbox/settings.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

const availability = sandboxAvailability();
if (!availability.available) console.log(`Skipping the real-sandbox tests: ${availability.reason}`);

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

/** A loopback HTTP server answering `body`; its port. */
async function serve(body: string): Promise<number> {
  const server = createServer((_request, response) => response.end(body));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

interface Project {
  root: string;
  outside: string;
  secret: string;
  sandbox: SessionSandbox;
}

/** A project with the sandbox on, a folder beside it, and a "sensitive" file the sandbox must hide; `more` adds to the sandbox's options. */
function project(sandbox: Record<string, unknown> = {}, more: (where: { root: string; secretDir: string }) => Partial<SessionSandboxOptions> = () => ({})): Project {
  const base = realpathSync(tempDir('deft-sandbox-'));
  const root = join(base, 'project');
  const outside = join(base, 'outside');
  const secret = join(base, 'secret', 'id_rsa');
  for (const dir of [root, outside, join(base, 'secret'), join(root, '.deft')]) mkdirSync(dir, { recursive: true });
  writeFileSync(secret, 'PRIVATE KEY');
  const { settings, problems } = sandboxSettingsFrom(
    { others: [{ key: 'sandbox', value: { enabled: true, ...sandbox }, file: join(root, '.claude/settings.json'), scope: 'project', anchor: root }] },
    homedir(),
  );
  expect(problems).toEqual([]);
  const opened = openSessionSandbox({
    settings,
    workingDirs: [root],
    scratchDir: join(base, 'scratch'),
    // The second is absent until a test makes it.
    denyRead: [join(base, 'secret'), join(base, 'later-secret')],
    denyWrite: [join(root, '.deft')],
    ...more({ root, secretDir: join(base, 'secret') }),
  });
  onTestFinished(() => opened.close());
  return { root, outside, secret, sandbox: opened };
}

const run = (where: Project, file: string, args: string[]) =>
  runProcess({ file, args, cwd: where.root, signal: new AbortController().signal, confinement: where.sandbox.processes, timeoutMs: 60_000 });

const sh = (where: Project, command: string) => run(where, '/bin/bash', ['-c', command]);

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!availability.available)('the OS sandbox (real bubblewrap)', { timeout: 120_000 }, () => {
  it('says it is on and how', () => {
    expect(project().sandbox.status).toEqual({ state: 'on', how: expect.stringContaining('bubblewrap') });
  });

  it('keeps python3 -c, node -e and perl -e from writing outside the project and into $HOME, and lets them write inside', async () => {
    const where = project();
    const probe = `deft-sandbox-probe-${process.pid}-${Date.now()}`;
    const homeFile = join(homedir(), probe);
    const attempts: Array<[string, (path: string) => string[]]> = [
      ['python3', (path) => ['-c', `open(${JSON.stringify(path)}, "w").write("x")`]],
      [process.execPath, (path) => ['-e', `require("fs").writeFileSync(${JSON.stringify(path)}, "x")`]],
      ['perl', (path) => ['-e', `open(my $f, ">", ${JSON.stringify(path)}) or die "denied: $!"; print $f "x"; close($f) or die "denied: $!"`]],
    ];
    for (const [program, args] of attempts) {
      for (const path of [join(where.outside, `${probe}.txt`), homeFile]) {
        const result = await run(where, program, args(path));
        expect(result.code, `${program} writing ${path}: ${result.output}`).not.toBe(0);
        expect(existsSync(path)).toBe(false);
      }
      const inside = join(where.root, `${probe}-${program.split('/').pop()}.txt`);
      const result = await run(where, program, args(inside));
      expect(result.code, result.output).toBe(0);
      expect(readFileSync(inside, 'utf8')).toBe('x');
    }
  });

  it('hides the sensitive paths and keeps the control files unwritable, inside the project too', async () => {
    const where = project();
    expect(readFileSync(where.secret, 'utf8')).toBe('PRIVATE KEY');
    const read = await sh(where, `cat ${where.secret}`);
    expect(read.code).not.toBe(0);
    expect(read.output).not.toContain('PRIVATE KEY');
    const write = await sh(where, `echo '{}' > .deft/settings.json`);
    expect(write.code).not.toBe(0);
    expect(existsSync(join(where.root, '.deft/settings.json'))).toBe(false);
  });

  it('keeps what appears after the sandbox was first set up as protected as what was there: control files, shell settings, sensitive files', async () => {
    const where = project();
    rmSync(join(where.root, '.deft'), { recursive: true });
    // The first command sets the sandbox up while none of these exist.
    expect((await sh(where, 'true')).code).toBe(0);
    // Each command says it ran, so a refusal is the sandbox's and not a start that failed.
    const secret = join(where.root, '..', 'later-secret');
    writeFileSync(secret, 'LATER KEY');
    const read = await sh(where, `cat ${secret}; echo ran`);
    expect(read.stdout).toContain('ran');
    expect(read.output).not.toContain('LATER KEY');
    writeFileSync(join(where.root, '.bashrc'), '# mine');
    const shellSettings = await sh(where, 'echo x >> .bashrc; echo ran');
    expect(shellSettings.stdout).toContain('ran');
    expect(readFileSync(join(where.root, '.bashrc'), 'utf8')).toBe('# mine');
    mkdirSync(join(where.root, '.deft'));
    writeFileSync(join(where.root, '.deft', 'settings.json'), '{}');
    const control = await sh(where, 'echo x >> .deft/settings.json; echo ran');
    expect(control.stdout).toContain('ran');
    expect(readFileSync(join(where.root, '.deft', 'settings.json'), 'utf8')).toBe('{}');
    // And what was there and is gone again is not mounted from a stale plan: the command still runs.
    rmSync(join(where.root, '.deft'), { recursive: true });
    expect((await sh(where, 'touch fine.txt')).code).toBe(0);
    expect(existsSync(join(where.root, 'fine.txt'))).toBe(true);
  });

  it('leaves no mount point in the project once no sandboxed command runs, and none is left while one does', async () => {
    const where = project();
    const before = readdirSync(where.root).sort();
    expect((await sh(where, 'true')).code).toBe(0);
    expect(readdirSync(where.root).sort()).toEqual(before);
    const pty = createPtyManager({ idleMs: 60_000 });
    onTestFinished(() => pty.closeAll());
    const confinement = where.sandbox.forCommand('sleep', false);
    const shell = await pty.start({ sessionId: 's', command: `sleep 600.${process.pid}1`, cwd: where.root, confinement });
    // While it runs, bubblewrap's empty files stand at the absent denied paths.
    await until(() => existsSync(join(where.root, '.mcp.json')), 'the background command to start');
    const unwritable = await sh(where, 'echo x > .mcp.json');
    expect(unwritable.code).not.toBe(0);
    await pty.kill('s', shell.shellId);
    await until(() => readdirSync(where.root).sort().join() === before.join(), 'the mount points to go');
  });

  it('lets git work in a repository whose .git is a folder, and removes a .git/commondir a sandboxed command makes', async () => {
    const removed: string[] = [];
    const where = project({}, ({ root }) => {
      execFileSync('git', ['init', '-q'], { cwd: root });
      return { denyWrite: controlPaths({ projectDir: root, home: join(root, '..', 'home'), dataDir: join(root, '..', 'data') }), log: (message) => removed.push(message) };
    });
    const pty = createPtyManager({ idleMs: 60_000 });
    onTestFinished(() => pty.closeAll());
    // A command that runs on, as a dev server does: git must work beside it, in and out of the sandbox.
    const shell = await pty.start({ sessionId: 's', command: `sleep 600.${process.pid}2`, cwd: where.root, confinement: where.sandbox.forCommand('sleep', false) });
    await until(() => existsSync(join(where.root, '.mcp.json')), 'the background command to start');
    const inside = await sh(where, 'git status --short && git add -- notes.txt 2>/dev/null; git rev-parse --git-dir');
    expect(inside.code, inside.output).toBe(0);
    expect(execFileSync('git', ['status', '--short'], { cwd: where.root }).toString()).not.toContain('fatal');
    expect(existsSync(join(where.root, '.git', 'commondir'))).toBe(false);

    const planted = await sh(where, `mkdir -p elsewhere/hooks && python3 -c 'open(".git/commondir", "w").write("../elsewhere")' && echo ran`);
    expect(planted.stdout, planted.output).toContain('ran');
    await until(() => !existsSync(join(where.root, '.git', 'commondir')), 'the planted commondir to be removed');
    expect(removed.join('\n')).toContain('.git/commondir appeared during the session and was removed');
    await pty.kill('s', shell.shellId);
  });

  it('leaves a session that allows no host without any network, direct or through the proxy', async () => {
    const port = await serve('unreachable-body');
    const where = project();
    for (const command of [`curl --noproxy '' -sS -m 10 http://127.0.0.1:${port}/`, `curl -sS -m 10 http://127.0.0.1:${port}/`]) {
      const result = await sh(where, command);
      expect(result.code, command).not.toBe(0);
      expect(result.stdout).not.toContain('unreachable-body');
    }
  });

  it('hides a second name (hard link) of a sensitive file inside the project, even one made after the sandbox opened', async () => {
    const where = project({ autoAllowBashIfSandboxed: true }, ({ root, secretDir }) => ({ secondNames: () => secondNamesIn([root], [secretDir]) }));
    writeFileSync(join(where.root, 'notes.txt'), 'plain notes');
    linkSync(where.secret, join(where.root, 'k'));
    const read = await run(where, 'python3', ['-c', 'import sys\nfor name in ["notes.txt", "k"]:\n  try: print(open(name).read())\n  except OSError as error: print(error, file=sys.stderr)']);
    expect(read.stdout).toContain('plain notes');
    expect(read.output).not.toContain('PRIVATE KEY');
    expect(where.sandbox.autoAllows('python3 -c "print(1)"', false)).toBe(true);
    // Without being told of the second name, the sandbox (which hides by name) lets it be read.
    const unaware = project();
    linkSync(unaware.secret, join(unaware.root, 'k'));
    expect((await run(unaware, 'cat', ['k'])).stdout).toBe('PRIVATE KEY');
  });

  it('looks for second names to decide whether a command runs unasked, and not to say where it runs', () => {
    let looks = 0;
    const where = project({ autoAllowBashIfSandboxed: true }, () => ({ secondNames: () => (looks++, []) }));
    expect(where.sandbox.forCommand('ls', false).sandboxed).toBe(true);
    expect(looks).toBe(0);
    expect(where.sandbox.autoAllows('ls', false)).toBe(true);
    expect(looks).toBe(1);
  });

  it('lets no command through on its strength when the second names cannot all be found', () => {
    const where = project({ autoAllowBashIfSandboxed: true }, () => ({ secondNames: () => undefined }));
    expect(where.sandbox.autoAllows('ls', false)).toBe(false);
    expect(where.sandbox.forCommand('ls', false).sandboxed).toBe(true);
  });

  it('lets the network through the proxy only to allowed hosts', async () => {
    const allowed = await serve('allowed-body');
    const other = await serve('other-body');
    const where = project({ network: { allowedDomains: [`127.0.0.1:${allowed}`] } });
    // The library lists loopback in NO_PROXY; `--noproxy ''` makes curl use the proxy it was given.
    const through = await sh(where, `curl --noproxy '' -sS -m 20 http://127.0.0.1:${allowed}/`);
    expect(through.stdout).toBe('allowed-body');
    const blocked = await sh(where, `curl --noproxy '' -sS -m 20 http://127.0.0.1:${other}/`);
    expect(blocked.stdout).not.toContain('other-body');
    const direct = await sh(where, `curl -sS -m 20 http://127.0.0.1:${other}/`);
    expect(direct.code).not.toBe(0);
    expect(direct.stdout).not.toContain('other-body');
  });

  it('runs Bash in the foreground and the background sandboxed, and a kill ends the whole sandboxed tree', async () => {
    const where = project();
    const pty = createPtyManager({ idleMs: 60_000 });
    onTestFinished(() => pty.closeAll());
    const confinement = where.sandbox.forCommand('touch x', false);
    expect(confinement.sandboxed).toBe(true);
    const foreground = await pty.run(
      { sessionId: 's', command: `touch inside.txt; touch ${where.outside}/fg.txt; echo done`, cwd: where.root, confinement },
      { signal: new AbortController().signal },
    );
    expect(foreground.kind).toBe('exited');
    expect(existsSync(join(where.root, 'inside.txt'))).toBe(true);
    expect(existsSync(join(where.outside, 'fg.txt'))).toBe(false);

    const pidFile = join(where.root, 'sleeper.pid');
    const sleep = `sleep 600.${process.pid}`;
    const shell = await pty.start({
      sessionId: 's',
      command: `touch ${where.outside}/bg.txt; ${sleep} & echo $! > sleeper.pid; wait`,
      cwd: where.root,
      confinement,
    });
    await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '', 'the background sleep to start');
    expect(existsSync(join(where.outside, 'bg.txt'))).toBe(false);
    // The pid the command saw is its own namespace's; the host's is found through the shell id every process carries.
    const sleepers = () => hostPidsOf(sleep);
    await until(() => sleepers().length > 0, 'the sleep to show on the host');
    const found = sleepers();
    await pty.kill('s', shell.shellId);
    await until(() => found.every(isDead), 'the sandboxed tree to die');
  });

  it('runs a hook in the sandbox when the settings say so, and outside it by default', async () => {
    const inside = project({ hooks: true });
    const outsideByDefault = project();
    expect(inside.sandbox.hooks.sandboxed).toBe(true);
    expect(outsideByDefault.sandbox.hooks.sandboxed).toBe(false);
    const runner = createHookRunner({
      hooks: [{ event: 'UserPromptSubmit', hooks: [{ type: 'command', command: `touch ${inside.outside}/hook.txt; touch hook-ran.txt` }], file: 'settings.json' }],
      projectDir: inside.root,
      confinement: inside.sandbox.hooks,
      log: () => {},
    });
    onTestFinished(() => runner.close());
    await runner.run('UserPromptSubmit', { session_id: 's', cwd: inside.root, permission_mode: 'default', prompt: 'hi' }, new AbortController().signal);
    expect(existsSync(join(inside.root, 'hook-ran.txt'))).toBe(true);
    expect(existsSync(join(inside.outside, 'hook.txt'))).toBe(false);
  });

  it('runs excluded commands and dangerouslyDisableSandbox outside only when allowUnsandboxedCommands allows, never auto-allowed', () => {
    const where = project({ excludedCommands: ['docker'], autoAllowBashIfSandboxed: true });
    const decided = (sandbox: typeof where.sandbox, command: string, outsideAsked: boolean) => ({
      autoAllow: sandbox.autoAllows(command, outsideAsked),
      sandboxed: sandbox.forCommand(command, outsideAsked).sandboxed,
    });
    expect(decided(where.sandbox, 'ls', false)).toEqual({ autoAllow: true, sandboxed: true });
    expect(decided(where.sandbox, 'docker ps', false)).toEqual({ autoAllow: false, sandboxed: false });
    expect(decided(where.sandbox, 'ls', true)).toEqual({ autoAllow: false, sandboxed: false });
    const strict = project({ excludedCommands: ['docker'], allowUnsandboxedCommands: false });
    expect(decided(strict.sandbox, 'docker ps', true)).toEqual({ autoAllow: true, sandboxed: true });
  });
});

/** Host pids of processes whose command line is `cmdline` (spaces for NULs). */
function hostPidsOf(cmdline: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim() === cmdline;
      } catch {
        return false;
      }
    })
    .map(Number);
}
