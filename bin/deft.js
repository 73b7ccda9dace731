#!/usr/bin/env node
// Runs the built CLI (out/main/cli.js); in a checkout that was not built yet, runs the sources.
import { existsSync } from 'node:fs';
import module from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22) {
  process.stderr.write(`deft needs Node.js 22 or newer; this is ${process.version}.\n`);
  process.exit(1);
}
const built = new URL('../out/main/cli.js', import.meta.url);
// Keeps V8's compiled code of the CLI between runs, so start-up skips compiling it again: in the
// person's cache folder (the OS temp folder, Node's default, is shared by every user and emptied
// at times), unless NODE_COMPILE_CACHE names another.
module.enableCompileCache?.(process.env.NODE_COMPILE_CACHE ? undefined : join(cacheDir(), 'compile'));
if (existsSync(built)) {
  await import(built.href);
} else if (major > 22 || minor >= 18) {
  await import('../scripts/register-node-hooks.js');
  await import(new URL('../main/cli/main.ts', import.meta.url).href);
} else {
  process.stderr.write('deft has not been built: run "npm run build" first.\n');
  process.exit(1);
}

/** Deft's folder for what it can always make again. */
function cacheDir() {
  const home = homedir();
  if (process.platform === 'win32') return join(process.env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'Deft', 'Cache');
  if (process.platform === 'darwin') return join(home, 'Library', 'Caches', 'Deft');
  return join(process.env.XDG_CACHE_HOME || join(home, '.cache'), 'deft');
}
