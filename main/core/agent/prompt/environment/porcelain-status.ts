import type { ChangeKind, GitStatusSummary } from './types.ts';

/** Paths listed by name in the summary; the rest are only counted. */
export const listedStatusPaths = 20;

/** Summarises `git status --porcelain -z`: entries are `XY path`, a rename or copy followed by its source path. */
export function summarizeStatus(output: string): GitStatusSummary {
  const tokens = output.split('\0');
  const counts: Partial<Record<ChangeKind, number>> = {};
  const paths: string[] = [];
  let total = 0;
  for (let index = 0; index < tokens.length; index++) {
    const entry = tokens[index];
    if (entry.length < 4) continue;
    const code = entry.slice(0, 2);
    if (/[RC]/.test(code)) index++;
    const kind = changeKind(code);
    counts[kind] = (counts[kind] ?? 0) + 1;
    total++;
    if (paths.length < listedStatusPaths) paths.push(`${code} ${entry.slice(3)}`);
  }
  return { counts, paths, total };
}

function changeKind(code: string): ChangeKind {
  if (code === '??') return 'untracked';
  if (code.includes('U') || code === 'AA' || code === 'DD') return 'conflicted';
  if (code.includes('R')) return 'renamed';
  if (code.includes('C')) return 'copied';
  if (code.includes('A')) return 'added';
  if (code.includes('D')) return 'deleted';
  return 'modified';
}
