import { isExecutableFile, which } from '../process/which.ts';

export interface RipgrepLookup {
  env?: NodeJS.ProcessEnv;
  /** Where the binary of the npm package `@vscode/ripgrep` is, or null when it is not installed. */
  bundled?: () => Promise<string | null>;
}

export const ripgrepMissingMessage =
  'ripgrep (rg) was not found. Install the npm package @vscode/ripgrep in Deft, ' +
  'or ripgrep for your system (apt install ripgrep, dnf install ripgrep, brew install ripgrep, winget install BurntSushi.ripgrep.MSVC) so that `rg` is on PATH.';

/** The ripgrep to run: the one shipped by `@vscode/ripgrep`, else `rg` on PATH; an error naming what to install otherwise. */
export async function findRipgrep({ env = process.env, bundled = bundledRipgrep }: RipgrepLookup = {}): Promise<string> {
  const shipped = await bundled();
  if (shipped && isExecutableFile(shipped)) return shipped;
  const onPath = which('rg', env);
  if (onPath) return onPath;
  throw new Error(ripgrepMissingMessage);
}

let bundledLookup: Promise<string | null> | undefined;

/** Looked up once a process (where a package lies does not change while it runs): a search is not held up by the module loader. */
function bundledRipgrep(): Promise<string | null> {
  bundledLookup ??= bundledRipgrepPath();
  return bundledLookup;
}

async function bundledRipgrepPath(): Promise<string | null> {
  try {
    const { rgPath } = (await import('@vscode/ripgrep')) as { rgPath: string };
    // In a packed Electron app the binary is unpacked beside the archive, where it can be executed.
    return rgPath.replace(/\bapp\.asar(?=[\\/])/, 'app.asar.unpacked');
  } catch {
    return null;
  }
}
