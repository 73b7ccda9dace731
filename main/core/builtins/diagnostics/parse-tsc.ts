import { resolve } from 'node:path';
import type { Diagnostic } from './diagnostic.ts';

const tscLine = /^(.+?)\((\d+),(\d+)\): (error|warning|message) (TS\d+): (.*)$/;

/** tsc's plain output: `src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.` */
export function parseTscOutput(output: string, dir: string): Diagnostic[] | undefined {
  const found: Diagnostic[] = [];
  for (const line of output.split(/\r?\n/)) {
    const match = tscLine.exec(line);
    if (!match) continue;
    const [, file, row, column, level, code, message] = match;
    found.push({
      path: resolve(dir, file),
      line: Number(row),
      column: Number(column),
      severity: level === 'message' ? 'info' : (level as 'error' | 'warning'),
      code,
      message,
    });
  }
  return found.length > 0 ? found : undefined;
}
