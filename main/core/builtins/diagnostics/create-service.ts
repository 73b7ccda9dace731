import type { Confinement } from '../../common/process/confine.ts';
import { createCommandDiagnostics } from './command-diagnostics.ts';
import type { DiagnosticsService } from './diagnostic.ts';
import { createTypeScriptDiagnostics } from './typescript-diagnostics.ts';

export interface DiagnosticsOptions {
  projectDir: string;
  /** A shell command that checks the whole project (e.g. `ruff check --output-format json`); absent, the project's TypeScript is used. */
  command?: string;
  /** Where that command runs: the session's sandbox, or `noConfinement`. */
  confinement: Confinement;
}

export function createDiagnosticsService(options: DiagnosticsOptions): DiagnosticsService {
  return options.command ? createCommandDiagnostics(options.projectDir, options.command, options.confinement) : createTypeScriptDiagnostics(options.projectDir);
}
