import { resolve } from 'node:path';
import { z } from 'zod';
import type { Diagnostic } from './diagnostic.ts';
import { parseJsonAs } from './parse-json.ts';

const ruffReport = z.array(
  z.object({
    code: z.string().nullable(),
    message: z.string(),
    filename: z.string(),
    location: z.object({ row: z.number(), column: z.number() }),
  }),
);

/** `ruff check --output-format json`: a list of violations, each with `filename` and a 1-based `location`. */
export function parseRuffOutput(output: string, dir: string): Diagnostic[] | undefined {
  return parseJsonAs(output, ruffReport)?.map((violation) => ({
    path: resolve(dir, violation.filename),
    line: violation.location.row,
    column: violation.location.column,
    severity: 'error' as const,
    ...(violation.code && { code: violation.code }),
    message: violation.message,
  }));
}
