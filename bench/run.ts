import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Figure } from './figure.ts';

/** Runs every bench/*.bench.ts (or those named on the command line) and prints one JSON line per figure. */
const only = process.argv.slice(2);
const files = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
  .sort();

for (const file of files) {
  const module = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as {
    default: () => Promise<Figure[]>;
  };
  for (const result of await module.default()) console.log(JSON.stringify(result));
}
