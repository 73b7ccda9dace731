import { ToolError } from '../../tools/define.ts';
import type { Confinement } from '../../common/process/confine.ts';
import { runProcess } from '../../common/process/run-process.ts';
import type { Diagnostic, DiagnosticsService } from './diagnostic.ts';

const commandTimeoutMs = 120_000;
const maxOutputChars = 20 * 1024 * 1024;

/**
 * Runs the project's own checker (`command`, through the shell, in the project folder) over the whole
 * project and keeps what it says about the asked files. Its output may be tsc's text, or the JSON of
 * eslint, ruff, pyright or cargo check.
 */
export function createCommandDiagnostics(projectDir: string, command: string, confinement: Confinement): DiagnosticsService {
  return {
    async forFiles(paths, signal): Promise<Diagnostic[]> {
      const result = await runProcess({
        file: '/bin/sh',
        args: ['-c', command],
        cwd: projectDir,
        signal,
        confinement,
        timeoutMs: commandTimeoutMs,
        maxOutputChars,
      });
      if (result.timedOut) throw new ToolError(`The diagnostics command \`${command}\` did not finish within ${commandTimeoutMs / 1000} s.`);
      // The parsers (and their schemas) load with the first check, not with every session.
      const { parseCommandOutput } = await import('./parse-command-output.ts');
      const found = parseCommandOutput(result.stdout, projectDir);
      if (found === undefined) {
        if (result.code === 0) return [];
        throw new ToolError(`The diagnostics command \`${command}\` failed (exit code ${result.code}) without output in a known format:\n${result.output.slice(-2000)}`);
      }
      const asked = new Set(paths);
      return asked.size === 0 ? found : found.filter((diagnostic) => asked.has(diagnostic.path));
    },
  };
}
