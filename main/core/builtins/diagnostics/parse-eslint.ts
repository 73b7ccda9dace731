import { z } from 'zod';
import type { Diagnostic } from './diagnostic.ts';
import { parseJsonAs } from './parse-json.ts';

const eslintReport = z.array(
  z.object({
    filePath: z.string(),
    messages: z.array(
      z.object({
        ruleId: z.string().nullable().optional(),
        severity: z.number(),
        message: z.string(),
        line: z.number().optional(),
        column: z.number().optional(),
      }),
    ),
  }),
);

/** `eslint --format json`: one entry per file with absolute `filePath`; severity 2 is an error, 1 a warning. */
export function parseEslintOutput(output: string): Diagnostic[] | undefined {
  const report = parseJsonAs(output, eslintReport);
  return report?.flatMap((file) =>
    file.messages.map((message) => ({
      path: file.filePath,
      line: message.line ?? 1,
      column: message.column ?? 1,
      severity: message.severity === 2 ? ('error' as const) : ('warning' as const),
      ...(message.ruleId && { code: message.ruleId }),
      message: message.message,
    })),
  );
}
