import { readFile, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { isWithin, pathForms, resolveToolPath } from '../../permissions/paths/resolve.ts';
import { isEnvFile, isSensitivePath, sensitivePaths } from '../../permissions/paths/special-paths.ts';

const mention = /(?<=^|\s)@([^\s@`'"]+)/g;
const maxFileChars = 50_000;

export interface IncludeOptions {
  projectDir: string;
  dataDir: string;
  home?: string;
}

/**
 * The files the text's `@path` mentions name, each as a `<file>` block to append to it. Only files
 * inside the project are read; a path that looks like a file (it has a `/` or a `.`) but cannot be
 * included gets a note saying why; other `@words` are left alone.
 */
export async function mentionedFiles(text: string, options: IncludeOptions): Promise<string[]> {
  const home = options.home ?? homedir();
  const root = resolveToolPath(options.projectDir, options.projectDir, home).real;
  const sensitive = sensitivePaths(home, join(options.dataDir, 'secrets'), [root]);
  const blocks: string[] = [];
  const seen = new Set<string>();
  for (const [, written] of text.matchAll(mention)) {
    const path = written.replace(/[.,;:!?)]+$/, '');
    if (seen.has(path)) continue;
    seen.add(path);
    const resolved = resolveToolPath(path, options.projectDir, home);
    const looksLikeFile = /[/.]/.test(path);
    if (!pathForms(resolved).every((form) => isWithin(form, root)) || isSensitivePath(resolved, sensitive)) {
      if (looksLikeFile) blocks.push(`(@${path} was not included: only files inside the project can be.)`);
      continue;
    }
    if (isEnvFile(resolved)) {
      blocks.push(`(@${path} was not included: .env files hold secrets; read it with Read if it is needed.)`);
      continue;
    }
    const info = await stat(resolved.real).catch(() => undefined);
    if (!info) {
      if (looksLikeFile) blocks.push(`(@${path} was not included: there is no such file in the project.)`);
      continue;
    }
    if (!info.isFile()) {
      blocks.push(`(@${path} was not included: it is not a file.)`);
      continue;
    }
    const content = await readFile(resolved.real, 'utf8');
    const cut = content.length > maxFileChars ? `\n[… cut at ${maxFileChars.toLocaleString('en-US')} of ${content.length.toLocaleString('en-US')} characters; read the rest with Read]` : '';
    blocks.push(`<file path="${path}">\n${content.slice(0, maxFileChars)}${cut}\n</file>`);
  }
  return blocks;
}
