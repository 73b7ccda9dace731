import { errorMessage } from '../../common/errors.ts';
import { findRipgrep, type RipgrepLookup } from '../../common/ripgrep/find-ripgrep.ts';
import { ToolError } from '../../tools/define.ts';

/** rg's exit 2 with nothing found, as an error the model can act on. */
export function ripgrepFailure(stderr: string, pattern: string): ToolError {
  const message = stderr.trim() || 'ripgrep failed without saying why.';
  if (/regex parse error|error parsing regex|literal .* not allowed/i.test(message)) {
    return new ToolError(
      `Invalid regular expression ${JSON.stringify(pattern)}:\n${message}\n` +
        'The pattern is a Rust regex (ripgrep): escape literal characters such as ( [ { . with a backslash, e.g. interface\\{\\}.',
    );
  }
  if (/glob|unrecognized file type/i.test(message)) return new ToolError(`${message}\nFix the glob or type and try again.`);
  return new ToolError(`ripgrep failed: ${message}`);
}

/** The ripgrep to run; a missing one is a ToolError naming what to install. */
export async function ripgrepPath(lookup?: RipgrepLookup): Promise<string> {
  try {
    return await findRipgrep(lookup);
  } catch (error) {
    throw new ToolError(errorMessage(error));
  }
}
