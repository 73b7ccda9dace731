import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createCore } from '../../core/core.ts';
import { errorMessage } from '../../core/common/errors.ts';
import { openInBrowser } from '../../core/common/process/open-in-browser.ts';
import { browserShell } from '../../core/desktop/desktop-shell.ts';
import { isLoopback } from '../../core/web/access.ts';
import { writeLaunchPage } from '../../core/web/launch-page.ts';
import { startWebServer } from '../../core/web/server.ts';
import { dataDirOption } from '../data-dir.ts';
import { commandHelp } from '../help.ts';
import type { CliIo } from '../io.ts';
import { expectArguments, parseCommandArgs, UsageError } from '../usage.ts';

/** `deft web`: the desktop app's renderer and core, served to a browser until Ctrl-C. */
export async function webCommand(args: string[], io: CliIo): Promise<number> {
  const { values: options, positionals } = parseCommandArgs('web', args, {
    port: { type: 'string' },
    host: { type: 'string' },
    'no-open': { type: 'boolean' },
    'data-dir': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (options.help) {
    io.stdout(commandHelp.web);
    return 0;
  }
  expectArguments('web', positionals, []);
  const port = options.port === undefined ? 0 : portNumber(options.port);
  const host = options.host ?? '127.0.0.1';
  if (!isLoopback(host)) {
    io.stderr(`deft web: warning: listening on ${host}, not only on this machine. Anyone who can reach it and learns the token can run commands as you here; prefer an SSH tunnel (see "deft help web").\n`);
  }
  const built = builtFiles(import.meta.dirname);
  const dataDir = dataDirOption(options['data-dir'], io);
  const core = createCore({
    dataDir,
    env: io.env,
    desktop: browserShell,
    log: (message, error) => io.stderr(`deft web: ${message}: ${errorMessage(error)}\n`),
  });
  const server = await startWebServer({
    core,
    ...built,
    host,
    port,
    log: (message, error) => io.stderr(`deft web: ${message}${error === undefined ? '' : `: ${errorMessage(error)}`}\n`),
  }).catch(async (error: unknown) => {
    await core.close();
    throw error;
  });
  io.stdout(`Deft is served at ${server.url}\nOpen it in a browser; Ctrl-C stops the server.\n`);
  // The opener's arguments are for every user to read: it gets a page of ours leading to the address, not the token.
  const launchPage = options['no-open'] ? undefined : writeLaunchPage(dataDir, server.url);
  if (launchPage) {
    void openInBrowser(launchPage.address).then((opened) => {
      if (!opened) io.stderr('deft web: no browser could be opened; open the address above yourself.\n');
    });
  }
  await new Promise<void>((resolve) => {
    const stop = io.onInterrupt(() => {
      stop();
      resolve();
    });
  });
  launchPage?.remove();
  await server.close();
  await core.close();
  return 0;
}

function portNumber(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65_535) throw new UsageError(`--port needs a port number from 1 to 65535, not "${value}".`, 'web');
  return port;
}

/** The built renderer and the browser's preload, found from the package's folder (sources or bundle alike). */
function builtFiles(from: string): { rendererRoot: string; preloadFile: string } {
  let root = from;
  while (!existsSync(join(root, 'package.json'))) {
    if (dirname(root) === root) throw new Error(`No package.json above ${from}`);
    root = dirname(root);
  }
  const files = { rendererRoot: join(root, 'out/renderer'), preloadFile: join(root, 'out/preload/web.js') };
  if (!existsSync(join(files.rendererRoot, 'index.html')) || !existsSync(files.preloadFile)) {
    throw new Error(`The app is not built (${files.rendererRoot} or ${files.preloadFile} is missing): run "npm run build" first.`);
  }
  return files;
}
