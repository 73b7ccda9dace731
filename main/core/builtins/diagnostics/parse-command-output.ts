import type { Diagnostic } from './diagnostic.ts';
import { parseCargoOutput } from './parse-cargo.ts';
import { parseEslintOutput } from './parse-eslint.ts';
import { parsePyrightOutput } from './parse-pyright.ts';
import { parseRuffOutput } from './parse-ruff.ts';
import { parseTscOutput } from './parse-tsc.ts';

const parsers: ReadonlyArray<(output: string, dir: string) => Diagnostic[] | undefined> = [
  parseEslintOutput,
  parseRuffOutput,
  parsePyrightOutput,
  parseCargoOutput,
  parseTscOutput,
];

/** The diagnostics in a checker's stdout, whichever of the known formats it is in; undefined when none fits. */
export function parseCommandOutput(stdout: string, dir: string): Diagnostic[] | undefined {
  for (const parse of parsers) {
    const found = parse(stdout, dir);
    if (found) return found;
  }
  return undefined;
}
