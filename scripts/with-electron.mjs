// Runs a command that launches Electron (`electron-vite preview`, `electron-vite dev`) with the Electron
// binary it needs: ELECTRON_EXEC_PATH, ELECTRON_OVERRIDE_DIST_PATH's, or the one of node_modules/electron,
// installed first with the electron package's own install script when it is missing. When no binary can be
// had it says why and what to do instead, and exits 1.
// Run: node scripts/with-electron.mjs electron-vite preview
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A download that receives nothing for this long has stalled (a host that accepts and never answers). */
const stallMs = 20_000;
const probeMs = 10_000;

const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8'));
const executables = { darwin: 'Electron.app/Contents/MacOS/Electron', win32: 'electron.exe' };
const executable = executables[process.platform] ?? 'electron';

/** The binary to launch, `{path}`, or why the person's own choice has none, `{wrong}`; undefined when not installed. */
function locate(env) {
  if (env.ELECTRON_EXEC_PATH) {
    return existsSync(env.ELECTRON_EXEC_PATH) ? { path: env.ELECTRON_EXEC_PATH } : { wrong: `ELECTRON_EXEC_PATH names ${env.ELECTRON_EXEC_PATH}, which does not exist` };
  }
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    const path = join(env.ELECTRON_OVERRIDE_DIST_PATH, executable);
    return existsSync(path) ? { path } : { wrong: `ELECTRON_OVERRIDE_DIST_PATH is ${env.ELECTRON_OVERRIDE_DIST_PATH}, which holds no ${executable}` };
  }
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const path = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(path) ? { path } : undefined;
}

const megabytes = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * Runs `install-electron`, showing how much has arrived, and resolves with `{ok: true}` or why it failed.
 * Its debug line names the URL and the file it downloads to; its stack trace on failure is kept, not shown.
 */
function installElectron() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(electronDir, 'install.js')], {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, DEBUG: '@electron/get:index' },
    });
    let output = '';
    let download;
    let stalled = false;
    let shown = 0;
    const progress = setInterval(() => {
      if (download === undefined) return;
      const size = existsSync(download.file) ? statSync(download.file).size : 0;
      if (size > download.size) Object.assign(download, { size, changed: Date.now() });
      if (Date.now() - download.changed > stallMs) {
        stalled = true;
        child.kill();
      }
      if (process.stderr.isTTY) process.stderr.write(`\r  ${megabytes(size)} received`);
      else if (size - shown >= 10_000_000) process.stderr.write(`  ${megabytes((shown = size))} received\n`);
    }, 500);
    child.stderr.setEncoding('utf8').on('data', (text) => {
      output += text;
      const started = /Downloading (\S+) to (\S+)/.exec(output);
      if (download === undefined && started) {
        download = { url: started[1], file: started[2], size: 0, changed: Date.now() };
        process.stderr.write(`Downloading ${download.url}\n`);
      }
    });
    child.on('close', (code) => {
      clearInterval(progress);
      if (process.stderr.isTTY && download !== undefined) process.stderr.write('\n');
      if (code === 0) return resolve({ ok: true });
      const url = download?.url;
      if (stalled) return resolve({ ok: false, url, cause: `${new URL(url).host} sent nothing for ${stallMs / 1000} s` });
      const said = output.split('\n').find((line) => line !== '' && !line.includes('@electron/get:') && !/^\s+at /.test(line));
      resolve({ ok: false, url, said });
    });
  });
}

/** Why `url` cannot be fetched, asked once more with a bounded request, since install.js prints only "fetch failed". */
async function probe(url) {
  const host = new URL(url).host;
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(probeMs) });
    return response.ok ? undefined : `${host} answered HTTP ${response.status} for ${url}`;
  } catch (error) {
    const code = error?.cause?.code ?? error?.name;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `the host ${host} cannot be found (no network, or its name is not resolved here)`;
    if (code === 'ECONNREFUSED') return `${host} refused the connection`;
    if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'TimeoutError' || code === 'ETIMEDOUT') return `${host} does not answer (the network may block it)`;
    return `${host} cannot be reached (${error?.cause?.message ?? error?.message})`;
  }
}

function advice(cause) {
  return [
    `Deft's desktop app cannot start: ${cause}.`,
    '',
    'Any one of these gets you going:',
    `  - download Electron ${version} from a mirror you can reach:`,
    '      ELECTRON_MIRROR=https://mirror.example.com/electron/ npm start',
    `  - use an Electron ${version} you already have (the folder holding its ${executable}):`,
    '      ELECTRON_OVERRIDE_DIST_PATH=/path/to/electron npm start',
    '  - no Electron at all, Deft in your browser:',
    '      npx deft web',
    '',
  ].join('\n');
}

async function electronPath() {
  const found = locate(process.env);
  if (found?.path) return { path: found.path };
  if (found?.wrong) return { cause: found.wrong };
  process.stderr.write(`The Electron ${version} binary is not installed yet; installing it (npx install-electron).\n`);
  const installed = await installElectron();
  const after = locate(process.env);
  if (installed.ok && after?.path) return { path: after.path };
  if (installed.url === undefined) return { cause: `installing the Electron binary failed: ${installed.said ?? 'install-electron gave no reason'}` };
  const why = installed.cause ?? (await probe(installed.url)) ?? installed.said ?? 'install-electron gave no reason';
  return { cause: `the Electron ${version} binary is not installed and downloading it failed: ${why}` };
}

const [command, ...args] = process.argv.slice(2);
if (command === undefined) {
  process.stderr.write('usage: node scripts/with-electron.mjs <command> [args...]\n');
  process.exit(2);
}
const binary = await electronPath();
if (binary.cause !== undefined) {
  process.stderr.write(advice(binary.cause));
  process.exit(1);
}
const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32', env: { ...process.env, ELECTRON_EXEC_PATH: binary.path } });
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
