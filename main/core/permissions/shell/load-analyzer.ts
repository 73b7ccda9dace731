import type { ShellAnalyzer } from './types.ts';

/** The shell analyzer with its code, loaded at the first decision about a command rather than with the permission service. */
export async function loadShellAnalyzer(): Promise<ShellAnalyzer> {
  const { createShellAnalyzer } = await import('./analyzer.ts');
  return createShellAnalyzer();
}
