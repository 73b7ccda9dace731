import { relative } from 'node:path';

/** One problem a checker found in a file. */
export interface Diagnostic {
  /** Absolute path of the file. */
  path: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  severity: 'error' | 'warning' | 'info';
  /** The checker's code for the kind of problem: `TS2322`, `no-unused-vars`, `E501`, `E0308`. */
  code?: string;
  message: string;
}

/** Finds the problems of files as they are on disk now. */
export interface DiagnosticsService {
  /** The diagnostics of these absolute paths; an empty list means every file of the project. */
  forFiles(paths: readonly string[], signal: AbortSignal): Promise<Diagnostic[]>;
}

/** `path:line:col: error TS2322: message`, the path relative to `dir` when it lies inside. */
export function formatDiagnostic(diagnostic: Diagnostic, dir: string): string {
  const inside = relative(dir, diagnostic.path);
  const path = inside.startsWith('..') || inside === '' ? diagnostic.path : inside;
  const kind = diagnostic.code ? `${diagnostic.severity} ${diagnostic.code}` : diagnostic.severity;
  return `${path}:${diagnostic.line}:${diagnostic.column}: ${kind}: ${diagnostic.message}`;
}
