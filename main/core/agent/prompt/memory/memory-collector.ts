import { readFile, realpath, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { isWithin } from '../../../permissions/paths/resolve.ts';
import { resolveFilePath } from '../../../common/files/file-path.ts';
import { isEnvFile, isSensitivePath, sensitivePaths } from '../../../permissions/paths/special-paths.ts';
import { findImportReferences } from './import-references.ts';
import { defaultMemoryLimits, maxImportDepth, type MemoryFile, type MemoryLimits, type MemoryScope } from './types.ts';

/** The memory files a folder may hold, in the order they are read; both CLAUDE.md and AGENTS.md are read when both exist. */
const namesInFolder: ReadonlyArray<{ name: string; local: boolean }> = [
  { name: 'CLAUDE.md', local: false },
  { name: 'AGENTS.md', local: false },
  { name: join('.claude', 'CLAUDE.md'), local: false },
  { name: 'CLAUDE.local.md', local: true },
];

/** The paths of the memory files `folder` may hold; `local` marks the person's private one. */
export function memoryFilesIn(folder: string): Array<{ path: string; local: boolean }> {
  return namesInFolder.map(({ name, local }) => ({ path: join(folder, name), local }));
}

export interface MemoryCollectorOptions {
  home: string;
  dataDir: string;
  limits?: MemoryLimits;
  /** Real paths of files already in the prompt: never added again. */
  alreadyIncluded?: Iterable<string>;
  /** Told about unreadable or missing imports, cycles, refusals and cuts. */
  report(problem: string): void;
  /** A real folder every file read must lie in, imports included (the project, for the memory a session finds as it goes). */
  within?: string;
}

/**
 * Reads memory files with their imports, once each (also when calls overlap), within the size
 * limits. A missing top-level candidate is simply not there; a missing import is a problem.
 */
export function createMemoryCollector(options: MemoryCollectorOptions) {
  const limits = options.limits ?? defaultMemoryLimits;
  const sensitive = sensitivePaths(options.home, join(options.dataDir, 'secrets'));
  const included = new Set(options.alreadyIncluded);
  const dataDir = realpath(options.dataDir).catch(() => resolve(options.dataDir));
  let usedChars = 0;

  /** `chain` holds the real paths of the importers above this file, for cycles and depth. */
  async function include(path: string, scope: MemoryScope, chain: readonly string[], importedBy?: string): Promise<MemoryFile[]> {
    const real = await realpath(path).catch((error: NodeJS.ErrnoException) => error);
    if (real instanceof Error) {
      if (real.code !== 'ENOENT') options.report(`${path}: cannot be read (${real.code ?? real.message}).`);
      else if (importedBy) options.report(`${importedBy}: the imported file ${path} does not exist; the reference was left as written.`);
      return [];
    }
    if (chain.includes(real)) {
      options.report(`${importedBy}: importing ${path} would make a cycle (${[...chain, real].join(' -> ')}); it was not imported again.`);
      return [];
    }
    if (included.has(real)) return [];
    // Claimed before anything is awaited, so an overlapping call does not read it too (a file refused stays refused).
    included.add(real);
    if (isSensitivePath({ lexical: path, real }, sensitive) || isEnvFile({ lexical: path, real })) {
      options.report(`${importedBy ?? path}: ${path} holds credentials or secrets and is never put in the prompt.`);
      return [];
    }
    // Deft's own state (sign-in tokens, other projects' sessions) is no memory, but for its one memory file.
    const data = await dataDir;
    if (isWithin(real, data) && real !== join(data, 'AGENTS.md')) {
      options.report(`${importedBy ?? path}: ${path} is in Deft's data folder and is never put in the prompt.`);
      return [];
    }
    if (options.within !== undefined && !isWithin(real, options.within)) {
      options.report(`${importedBy ?? path}: ${path} leads outside the project (${real}); it was not read.`);
      return [];
    }
    // A FIFO or a device would hold the read open for ever.
    const kind = await stat(real).then((info) => (info.isFile() ? 'file' : info.isDirectory() ? 'folder' : 'other'), () => 'file');
    if (kind !== 'file') {
      options.report(`${path}: ${kind === 'folder' ? 'is a folder, not a file' : 'is not a regular file (a FIFO or a device)'}; left out.`);
      return [];
    }
    const text = await readText(path);
    if (typeof text !== 'string') {
      included.delete(real);
      options.report(`${path}: ${text.problem}`);
      return [];
    }
    const kept = withinLimits(path, text);
    if (kept === undefined) return [];
    const file: MemoryFile = { path, scope, text: kept, ...(importedBy && { importedBy }) };
    const files = [file];
    for (const { reference, line } of findImportReferences(kept)) {
      if (chain.length + 1 > maxImportDepth) {
        options.report(`${path}:${line}: @${reference} is more than ${maxImportDepth} imports deep; it was not followed.`);
        continue;
      }
      files.push(...(await include(resolveFilePath(reference, dirname(path), options.home), scope, [...chain, real], path)));
    }
    return files;
  }

  /** The text to keep of a file, cut at the per-file or the total limit; undefined when nothing fits. */
  function withinLimits(path: string, text: string): string | undefined {
    const room = limits.totalChars - usedChars;
    if (room <= 0) {
      options.report(`${path}: left out, because the memory files together reached the limit of ${limits.totalChars} characters.`);
      return undefined;
    }
    const limit = Math.min(limits.fileChars, room);
    if (text.length <= limit) {
      usedChars += text.length;
      return text;
    }
    const which = limit === limits.fileChars ? `the limit of ${limits.fileChars} characters per memory file` : `the limit of ${limits.totalChars} characters for all memory files`;
    const kept = cutAtLine(text, limit);
    usedChars += kept.length;
    options.report(`${path}: cut to ${kept.length} of ${text.length} characters (${which}).`);
    return `${kept}\n[Deft cut this file here: ${text.length - kept.length} more characters were left out (${which}).]`;
  }

  return {
    /** A memory file (nothing when it does not exist) and, after it, the files it imports. */
    add: (path: string, scope: MemoryScope) => include(path, scope, []),
  };
}

/** The file's text, or why it cannot go in the prompt. */
async function readText(path: string): Promise<string | { problem: string }> {
  try {
    const text = await readFile(path, 'utf8');
    if (text.includes('\0')) return { problem: 'is not a text file; left out.' };
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { problem: code === 'EISDIR' ? 'is a folder, not a file; left out.' : `cannot be read (${code ?? String(error)}).` };
  }
}

/** The first `limit` characters, ending at a line break when there is one in the last fifth. */
function cutAtLine(text: string, limit: number): string {
  const head = text.slice(0, limit);
  const lastBreak = head.lastIndexOf('\n');
  return lastBreak > limit * 0.8 ? head.slice(0, lastBreak) : head;
}
