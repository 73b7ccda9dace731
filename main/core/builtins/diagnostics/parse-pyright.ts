import { resolve } from 'node:path';
import { z } from 'zod';
import type { Diagnostic } from './diagnostic.ts';
import { parseJsonAs } from './parse-json.ts';

const position = z.object({ line: z.number(), character: z.number() });

const pyrightReport = z.object({
  generalDiagnostics: z.array(
    z.object({
      file: z.string(),
      severity: z.enum(['error', 'warning', 'information']),
      message: z.string(),
      range: z.object({ start: position }).optional(),
      rule: z.string().optional(),
    }),
  ),
});

/** `pyright --outputjson`: `generalDiagnostics` with 0-based line and character. */
export function parsePyrightOutput(output: string, dir: string): Diagnostic[] | undefined {
  return parseJsonAs(output, pyrightReport)?.generalDiagnostics.map((found) => ({
    path: resolve(dir, found.file),
    line: (found.range?.start.line ?? 0) + 1,
    column: (found.range?.start.character ?? 0) + 1,
    severity: found.severity === 'information' ? ('info' as const) : found.severity,
    ...(found.rule && { code: found.rule }),
    message: found.message,
  }));
}
