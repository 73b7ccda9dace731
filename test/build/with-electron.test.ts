import { execFile } from 'node:child_process';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { tempDir } from '../helpers/temp-dir.ts';

const root = join(import.meta.dirname, '../..');
const script = join(root, 'scripts', 'with-electron.mjs');
const run = promisify(execFile);
/** Far above what any case here takes; a hang fails the test instead of holding the suite. */
const bound = 90_000;

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

async function ran(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<Ran> {
  const environment = { ...process.env, ELECTRON_EXEC_PATH: '', ELECTRON_OVERRIDE_DIST_PATH: '', ELECTRON_MIRROR: '', ...env };
  try {
    const { stdout, stderr } = await run(file, args, { cwd: root, env: environment, timeout: bound, killSignal: 'SIGKILL' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number | string; signal?: string; stdout: string; stderr: string };
    if (failed.signal) throw new Error(`${file} ${args.join(' ')} did not end within ${bound / 1000} s`, { cause: error });
    return { code: Number(failed.code), stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => {
    server.closeAllConnections();
    server.close();
  });
  return (server.address() as AddressInfo).port;
}

/** A loopback port nothing listens on: one the system gave out and that was closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listening(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function expectAdvice(result: Ran, cause: string | RegExp) {
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(cause);
  expect(result.stderr).toContain('ELECTRON_MIRROR=');
  expect(result.stderr).toContain('ELECTRON_OVERRIDE_DIST_PATH=');
  expect(result.stderr).toContain('npx deft web');
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

const installed = ((): string | undefined => {
  const pathFile = join(root, 'node_modules/electron/path.txt');
  return existsSync(pathFile) ? 'the Electron binary is installed here, so nothing would be downloaded' : undefined;
})();
if (installed) console.warn(`Skipping the failed-download cases of with-electron.mjs: ${installed}.`);

describe.skipIf(installed !== undefined)('npm start without the Electron binary, where it cannot be downloaded', { timeout: bound + 30_000 }, () => {
  it('npm start says the download host refused, names the ways on, and exits 1 with no stack trace', async () => {
    const port = await closedPort();
    const result = await ran('npm', ['start'], { ELECTRON_MIRROR: `http://127.0.0.1:${port}/` });
    expect(result.stderr).toContain('installing it (npx install-electron)');
    expect(result.stderr).toContain(`Downloading http://127.0.0.1:${port}/v`);
    expectAdvice(result, `127.0.0.1:${port} refused the connection`);
  });

  it('names a download host that does not exist', async () => {
    const result = await ran(process.execPath, [script, 'true'], { ELECTRON_MIRROR: 'http://electron-mirror.invalid/' });
    expectAdvice(result, 'the host electron-mirror.invalid cannot be found');
  });

  it('names the status of a host that answers with an error', async () => {
    const port = await listening(createServer((_request, response) => response.writeHead(404).end('no such file')));
    const result = await ran(process.execPath, [script, 'true'], { ELECTRON_MIRROR: `http://127.0.0.1:${port}/` });
    expectAdvice(result, new RegExp(`127.0.0.1:${port} answered HTTP 404 for http://127.0.0.1:${port}/v.*\\.zip`));
  });

  it('gives up on a host that accepts the download and then sends nothing', async () => {
    const port = await listening(
      createServer((_request, response) => {
        response.writeHead(200, { 'content-length': '100000000' });
        response.write('PK');
      }),
    );
    const result = await ran(process.execPath, [script, 'true'], { ELECTRON_MIRROR: `http://127.0.0.1:${port}/` });
    expectAdvice(result, `127.0.0.1:${port} sent nothing for 20 s`);
  });
});

describe('an Electron the person already has', { timeout: bound + 30_000 }, () => {
  it('ELECTRON_OVERRIDE_DIST_PATH without a binary in it is named, and nothing is downloaded', async () => {
    const dir = tempDir();
    const result = await ran(process.execPath, [script, 'true'], { ELECTRON_OVERRIDE_DIST_PATH: dir, ELECTRON_MIRROR: 'http://electron-mirror.invalid/' });
    expectAdvice(result, `ELECTRON_OVERRIDE_DIST_PATH is ${dir}, which holds no electron`);
    expect(result.stderr).not.toContain('Downloading');
  });

  it.skipIf(process.platform !== 'linux')('runs the command with ELECTRON_EXEC_PATH at the binary in ELECTRON_OVERRIDE_DIST_PATH', async () => {
    const dir = tempDir();
    const binary = join(dir, 'electron');
    writeFileSync(binary, '#!/bin/sh\n');
    chmodSync(binary, 0o755);
    const result = await ran(process.execPath, [script, process.execPath, '-e', 'console.log(process.env.ELECTRON_EXEC_PATH)'], {
      ELECTRON_OVERRIDE_DIST_PATH: dir,
    });
    expect(result).toMatchObject({ code: 0, stdout: `${binary}\n` });
  });
});
