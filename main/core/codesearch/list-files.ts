import { commonArgs } from '../common/ripgrep/common-args.ts';
import { findRipgrep } from '../common/ripgrep/find-ripgrep.ts';
import { runRipgrep } from '../common/ripgrep/run-ripgrep.ts';

/** Files larger than this are left out of the index: generated or data files, not code to read. */
export const maxIndexedFileBytes = 1024 * 1024;

/** The project's files as the search tools see them (ignore files honoured, hidden files in, VCS folders out), relative paths. */
export async function listProjectFiles(projectDir: string, signal: AbortSignal): Promise<string[]> {
  const rgPath = await findRipgrep();
  const args = [...commonArgs, '--files', `--max-filesize=${maxIndexedFileBytes}`];
  const files: string[] = [];
  const exit = await runRipgrep({ rgPath, args, cwd: projectDir, signal, onLine: (line) => void (line && files.push(line)) });
  if (exit.exitCode === 2 && files.length === 0) throw new Error(`rg --files failed in ${projectDir}: ${exit.stderr.trim()}`);
  return files;
}
