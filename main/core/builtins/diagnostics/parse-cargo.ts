import { resolve } from 'node:path';
import { z } from 'zod';
import type { Diagnostic } from './diagnostic.ts';
import { parseJsonAs } from './parse-json.ts';

const compilerMessage = z.object({
  reason: z.literal('compiler-message'),
  message: z.object({
    message: z.string(),
    code: z.object({ code: z.string() }).nullable(),
    level: z.string(),
    spans: z.array(z.object({ file_name: z.string(), line_start: z.number(), column_start: z.number(), is_primary: z.boolean() })),
  }),
});

/** `cargo check --message-format json`: one JSON object a line; `compiler-message` lines carry rustc's diagnostics. */
export function parseCargoOutput(output: string, dir: string): Diagnostic[] | undefined {
  const lines = output.split('\n').filter((line) => line.startsWith('{'));
  if (lines.length === 0 || parseJsonAs(lines[0], z.object({ reason: z.string() })) === undefined) return undefined;
  return lines.flatMap((line) => {
    const found = parseJsonAs(line, compilerMessage)?.message;
    const span = found?.spans.find((candidate) => candidate.is_primary);
    if (!found || !span) return [];
    return [
      {
        path: resolve(dir, span.file_name),
        line: span.line_start,
        column: span.column_start,
        severity: found.level === 'error' || found.level === 'warning' ? found.level : ('info' as const),
        ...(found.code && { code: found.code.code }),
        message: found.message,
      },
    ];
  });
}
