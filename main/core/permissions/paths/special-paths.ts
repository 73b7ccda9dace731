import { basename, join, sep } from 'node:path';
import { isWithin, pathForms, type ResolvedPath } from './resolve.ts';

/** Folders and files whose change can run code or alter configuration: never auto-approved. */
const protectedDirs = ['.git', '.deft', '.claude', '.vscode', '.idea', '.husky', '.cargo', '.devcontainer', '.yarn', '.mvn'];
const protectedFiles = new Set([
  '.gitconfig', '.gitmodules', '.gitattributes', '.bashrc', '.bash_profile', '.bash_login', '.bash_logout', '.zshrc',
  '.zshenv', '.zprofile', '.zlogin', '.profile', '.envrc', '.npmrc', '.yarnrc', '.yarnrc.yml', '.pnp.cjs',
  'bunfig.toml', '.bazelrc', '.pre-commit-config.yaml', 'lefthook.yml', '.devcontainer.json', '.ripgreprc',
  'pyrightconfig.json', '.mcp.json', '.claude.json', '.pypirc',
]);

export function isProtectedPath(path: ResolvedPath): boolean {
  return pathForms(path).some((form) => {
    const segments = form.split(sep);
    if (protectedFiles.has(basename(form))) return true;
    if (segments.some((segment) => protectedDirs.includes(segment))) return true;
    return form.includes(`${sep}.config${sep}git`);
  });
}

/** Credentials no tool may read or write, whatever the rules and the mode. */
export function sensitivePaths(home: string, secretsDir: string): string[] {
  return [
    join(home, '.ssh'),
    join(home, '.aws', 'credentials'),
    join(home, '.aws', 'config'),
    join(home, '.gnupg'),
    join(home, '.kube', 'config'),
    join(home, '.docker', 'config.json'),
    join(home, '.config', 'gcloud'),
    join(home, '.azure'),
    join(home, '.config', 'gh', 'hosts.yml'),
    join(home, '.git-credentials'),
    join(home, '.netrc'),
    join(home, '.pgpass'),
    secretsDir,
  ];
}

export function isSensitivePath(path: ResolvedPath, sensitive: readonly string[]): boolean {
  return pathForms(path).some((form) => sensitive.some((entry) => isWithin(form, entry)));
}

/** `.env`, `.env.local`, … hold secrets: reading them asks, unless they are templates. */
export function isEnvFile(path: ResolvedPath): boolean {
  const name = basename(path.lexical);
  return /^\.env(\..+)?$/.test(name) && !/\.(example|sample|template|dist)$/.test(name);
}
