import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../../../main/core/tools/define.ts';
import type { Diagnostic, DiagnosticsService } from '../../../../../main/core/builtins/diagnostics/diagnostic.ts';
import { watchForNewProblems } from '../../../../../main/core/builtins/diagnostics/new-problems.ts';

const context = { cwd: '/project', signal: new AbortController().signal };

/** A service that answers each call with the next of `answers`. */
function answering(...answers: Array<Diagnostic[] | Error>): DiagnosticsService {
  return {
    forFiles: async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next ?? [];
    },
  };
}

const problem = (line: number, message: string, severity: Diagnostic['severity'] = 'error'): Diagnostic => ({ path: '/project/a.py', line, column: 1, severity, code: 'E1', message });

describe('the new problems of a change', () => {
  it('lists only errors that were not there before, counting repeats, whatever their lines', async () => {
    const before = [problem(3, 'undefined name x')];
    const after = [problem(9, 'undefined name x'), problem(10, 'undefined name x'), problem(11, 'line too long', 'warning')];
    const note = await (await watchForNewProblems(answering(before, after), context, ['/project/a.py']))();
    expect(note).toBe('\n\nThe change introduced this error:\na.py:10:1: error E1: undefined name x');
  });

  it('cuts a long list', async () => {
    const after = Array.from({ length: 25 }, (_, index) => problem(index + 1, `problem ${index}`));
    const note = await (await watchForNewProblems(answering([], after), context, ['/project/a.py']))();
    expect(note.split('\n').filter((line) => line.startsWith('a.py:'))).toHaveLength(20);
    expect(note).toContain('… and 5 more; run Diagnostics to see them all.');
  });

  it('says nothing when the project cannot be checked, and says why when the checker broke', async () => {
    const unavailable = new ToolError('no checker');
    expect(await (await watchForNewProblems(answering(unavailable), context, ['/project/a.py']))()).toBe('');
    const broken = await watchForNewProblems(answering([], new Error('checker crashed')), context, ['/project/a.py']);
    expect(await broken()).toBe('\n\nThe changed files could not be checked for new errors: checker crashed');
  });
});
