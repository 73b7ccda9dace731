#!/usr/bin/env node
// Runs the built CLI (out/main/cli.js); in a checkout that was not built yet, runs the sources.
import { existsSync } from 'node:fs';
import module from 'node:module';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22) {
  process.stderr.write(`deft needs Node.js 22 or newer; this is ${process.version}.\n`);
  process.exit(1);
}
const built = new URL('../out/main/cli.js', import.meta.url);
// Keeps V8's compiled code of the CLI between runs (in the OS temp folder), so start-up skips compiling it again.
module.enableCompileCache?.();
if (existsSync(built)) {
  await import(built.href);
} else if (major > 22 || minor >= 18) {
  await import('../scripts/register-node-hooks.js');
  await import(new URL('../main/cli/main.ts', import.meta.url).href);
} else {
  process.stderr.write('deft has not been built: run "npm run build" first.\n');
  process.exit(1);
}
