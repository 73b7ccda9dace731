import { ToolError } from '../../tools/define.ts';
import type { ToolContext } from '../../tools/tool.ts';
import { formatDiagnostic, type Diagnostic, type DiagnosticsService } from './diagnostic.ts';
import { errorMessage } from '../../common/errors.ts';

const timeLimitMs = 5_000;
const maxLines = 20;

/**
 * Takes the diagnostics of `paths` before a change; the returned function, called after the change,
 * gives a note listing the problems that were not there before (by code and message, not by line, so
 * problems that only moved are not new), or '' when there are none.
 */
export async function watchForNewProblems(
  service: DiagnosticsService,
  context: Pick<ToolContext, 'cwd' | 'signal'>,
  paths: readonly string[],
): Promise<() => Promise<string>> {
  if (paths.length === 0) return async () => '';
  const before = await diagnosticsWithin(service, paths, context.signal);
  if (typeof before === 'string') return async () => before;
  return async () => {
    const after = await diagnosticsWithin(service, paths, context.signal);
    if (typeof after === 'string') return after;
    return noteOf(newOnes(before, after), context.cwd);
  };
}

/** The diagnostics, or the note to show instead when they took too long or could not be had; '' when the project has no checker. */
async function diagnosticsWithin(service: DiagnosticsService, paths: readonly string[], signal: AbortSignal): Promise<Diagnostic[] | string> {
  const limit = AbortSignal.timeout(timeLimitMs);
  const timedOut = new Promise<string>((settle) =>
    limit.addEventListener('abort', () => settle(`\n\nChecking the changed files for new errors took longer than ${timeLimitMs / 1000} s and was skipped; run Diagnostics to see them.`), { once: true }),
  );
  const found = service.forFiles(paths, AbortSignal.any([signal, limit])).catch((error: unknown) => {
    if (error instanceof ToolError) return '';
    if (limit.aborted) return timedOut;
    return `\n\nThe changed files could not be checked for new errors: ${errorMessage(error)}`;
  });
  return Promise.race([found, timedOut]);
}

function newOnes(before: readonly Diagnostic[], after: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Map<string, number>();
  for (const diagnostic of before) seen.set(keyOf(diagnostic), (seen.get(keyOf(diagnostic)) ?? 0) + 1);
  return after.filter((diagnostic) => {
    if (diagnostic.severity !== 'error') return false;
    const left = seen.get(keyOf(diagnostic)) ?? 0;
    seen.set(keyOf(diagnostic), left - 1);
    return left <= 0;
  });
}

function keyOf(diagnostic: Diagnostic): string {
  return `${diagnostic.path}\0${diagnostic.code ?? ''}\0${diagnostic.message}`;
}

function noteOf(found: readonly Diagnostic[], cwd: string): string {
  if (found.length === 0) return '';
  const lines = found.slice(0, maxLines).map((diagnostic) => formatDiagnostic(diagnostic, cwd));
  const more = found.length > maxLines ? `\n… and ${found.length - maxLines} more; run Diagnostics to see them all.` : '';
  return `\n\nThe change introduced ${found.length === 1 ? 'this error' : 'these errors'}:\n${lines.join('\n')}${more}`;
}
