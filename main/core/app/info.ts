import type { AppInfo } from '../../../shared/ipc/contract.ts';
import type { EventBus } from '../events.ts';
import { which } from '../common/process/which.ts';
import { sandboxAvailability } from '../sandbox/availability.ts';

export interface AppInfoOptions {
  name: string;
  version: string;
  dataDir: string;
  electronVersion: string | null;
  env: NodeJS.ProcessEnv;
}

const requiredBinaries = {
  rg: 'ripgrep (rg) was not found on PATH: Grep and Glob will not work until it is installed.',
  git: 'git was not found on PATH: git status and checkpoints of shell changes are unavailable.',
  bash: 'bash was not found on PATH: the Bash tool cannot run commands.',
} as const;

export interface AppInfoService {
  info(): AppInfo;
}

/**
 * Facts about this installation. The PATH is probed once, on the first request; each missing
 * binary is announced once as a warning notice.
 */
export function createAppInfoService(options: AppInfoOptions, events: EventBus): AppInfoService {
  let cached: AppInfo | undefined;
  return {
    info() {
      if (cached) return cached;
      const binaries = probeBinaries(options.env);
      cached = {
        name: options.name,
        version: options.version,
        platform: process.platform,
        arch: process.arch,
        nodeVersion: process.versions.node,
        electronVersion: options.electronVersion,
        dataDir: options.dataDir,
        binaries,
        sandbox: sandboxInfo(),
      };
      for (const [name, message] of Object.entries(requiredBinaries)) {
        if (!binaries[name as keyof typeof requiredBinaries].found) {
          events.emit('app.notice', { level: 'warning', message });
        }
      }
      return cached;
    },
  };
}

function sandboxInfo(): AppInfo['sandbox'] {
  const found = sandboxAvailability();
  return found.available ? { available: true, detail: found.how } : { available: false, detail: found.reason };
}

function probeBinaries(env: NodeJS.ProcessEnv): AppInfo['binaries'] {
  const probe = (name: string) => {
    const path = which(name, env);
    return { found: path !== null, path };
  };
  return { rg: probe('rg'), git: probe('git'), bash: probe('bash') };
}
