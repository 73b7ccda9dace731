import { createRequire } from 'node:module';
import { isExecutableFile, which } from '../common/process/which.ts';
import { sandboxManager } from './library.ts';

/** Whether this machine can run commands in the OS sandbox, and with what. */
export type SandboxAvailability =
  | { available: true; how: string; warnings: string[]; ripgrep: string }
  | { available: false; reason: string };

let checked: SandboxAvailability | undefined;

/** Checked once per process: the platform, then bubblewrap, socat and ripgrep on Linux (the library's own check). */
export function sandboxAvailability(): SandboxAvailability {
  return (checked ??= check());
}

function check(): SandboxAvailability {
  if (process.platform === 'win32') {
    return { available: false, reason: 'Windows has no sandbox Deft can use (the library needs its own installed service there)' };
  }
  const SandboxManager = sandboxManager();
  if (!SandboxManager.isSupportedPlatform()) {
    return { available: false, reason: `${process.platform} is not supported by the sandbox (Linux with bubblewrap, or macOS)` };
  }
  const ripgrep = ripgrepCommand();
  const found = SandboxManager.checkDependencies({ command: ripgrep ?? 'rg' });
  if (found.errors.length > 0) return { available: false, reason: found.errors.join('; ') };
  const how = process.platform === 'darwin' ? 'macOS sandbox-exec (Seatbelt)' : `bubblewrap (${which('bwrap') ?? 'bwrap'}) and socat`;
  return { available: true, how, warnings: found.warnings, ripgrep: ripgrep ?? 'rg' };
}

/** The library scans with ripgrep for the files it always protects: `rg` on PATH, else the one Deft ships. */
function ripgrepCommand(): string | undefined {
  const onPath = which('rg');
  if (onPath) return onPath;
  try {
    const { rgPath } = createRequire(import.meta.url)('@vscode/ripgrep') as { rgPath: string };
    const unpacked = rgPath.replace(/\bapp\.asar(?=[\\/])/, 'app.asar.unpacked');
    return isExecutableFile(unpacked) ? unpacked : undefined;
  } catch {
    return undefined;
  }
}
