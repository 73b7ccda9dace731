import { commonArgs } from '../../common/ripgrep/common-args.ts';

export type GrepOutputMode = 'content' | 'files_with_matches' | 'count';

export interface GrepOptions {
  pattern: string;
  glob?: string;
  type?: string;
  output_mode?: GrepOutputMode;
  '-i'?: boolean;
  '-n'?: boolean;
  '-A'?: number;
  '-B'?: number;
  '-C'?: number;
  multiline?: boolean;
}

/** Longer lines are shown cut, so a minified file cannot flood the answer. */
const maxColumns = 500;

/**
 * The rg arguments for a Grep call; context and line numbers apply to content mode only, as in
 * Claude Code. Content lines come as `path NUL number:text` (`number-text` for context), line numbers
 * always, so that each line's file is known for the newest-first order and `-n false` can drop them after. `exclusions` (the credential stores below the searched folder) come after the
 * caller's globs, so none of those can bring a store back.
 */
export function grepArgs(options: GrepOptions, targets: readonly string[], exclusions: readonly string[] = []): string[] {
  const args = [...commonArgs];
  if (options['-i']) args.push('--ignore-case');
  if (options.multiline) args.push('--multiline', '--multiline-dotall');
  if (options.type) args.push('--type', options.type);
  for (const glob of splitGlobs(options.glob)) args.push('--glob', glob);
  for (const glob of exclusions) args.push('--glob', glob);
  args.push(...modeArgs(options));
  args.push('--regexp', options.pattern, '--', ...targets);
  return args;
}

function modeArgs(options: GrepOptions): string[] {
  const mode = options.output_mode ?? 'files_with_matches';
  if (mode === 'files_with_matches') return ['--files-with-matches'];
  if (mode === 'count') return ['--count', '--with-filename'];
  const args = ['--with-filename', '--no-heading', '--null', '--line-number', `--max-columns=${maxColumns}`, '--max-columns-preview'];
  if (options['-C'] !== undefined) args.push(`--context=${options['-C']}`);
  if (options['-A'] !== undefined) args.push(`--after-context=${options['-A']}`);
  if (options['-B'] !== undefined) args.push(`--before-context=${options['-B']}`);
  return args;
}

/** "*.ts *.tsx" is two globs; "*.{ts,tsx}" one (its comma belongs to the braces). */
function splitGlobs(glob: string | undefined): string[] {
  return glob ? glob.split(/\s+/).filter(Boolean) : [];
}

/** Whether rg prints `--` between blocks of context: then one goes between files too. */
export function hasContext(options: GrepOptions): boolean {
  return (options.output_mode ?? 'files_with_matches') === 'content' && [options['-A'], options['-B'], options['-C']].some((lines) => (lines ?? 0) > 0);
}
