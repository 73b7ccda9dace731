export interface Finding {
  check: string;
  severity: string;
  file: string;
  location: string;
  sample: string;
}

/** An issue as electronegativity's runner reports it (the fields read here). */
export interface RunnerIssue {
  id: string;
  severity: { name: string };
  file: string;
  location: { line: number; column: number };
  sample: string;
}

export function findingsFrom(issues: readonly RunnerIssue[]): Finding[];
export function justificationsFrom(markdown: string): Set<string>;
export function unjustifiedFindings(findings: readonly Finding[], justifications: ReadonlySet<string>): Finding[];
export function importsElectron(code: string): boolean;
