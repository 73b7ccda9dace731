import type { Result } from '../../common/result.ts';
import type { AnyTool } from '../../tools/tool.ts';
import { toolFromModule } from './tool-export.ts';

/** A tool read from a file: the file is its origin in the registry and in problems. */
export interface LoadedTool {
  tool: AnyTool;
  file: string;
}

export interface ToolFileOptions {
  /** Where compiled files are kept, keyed by their content (e.g. `<data dir>/cache/tool-files`); none by default. A warm load takes a few ms instead of about 100. */
  cacheDir?: string;
}

/**
 * Runs one tool file (TypeScript or JavaScript, no build step) and checks what it exports. Each
 * call reads the file afresh, so an edit is seen on the next load. Inside the file, `zod` and
 * `deft` resolve to Deft's own modules.
 */
export async function loadToolFile(file: string, options: ToolFileOptions = {}): Promise<Result<LoadedTool>> {
  const [{ createJiti }, zod, api] = await Promise.all([import('jiti'), import('zod'), import('./tool-file-api.ts')]);
  const jiti = createJiti(file, {
    moduleCache: false,
    fsCache: options.cacheDir ?? false,
    sourceMaps: true,
    interopDefault: false,
    virtualModules: { zod, 'zod/v4': zod, deft: api },
  });
  let module: unknown;
  try {
    module = await jiti.import(file);
  } catch (error) {
    return { ok: false, error: loadFailure(file, error) };
  }
  const result = toolFromModule(module);
  return result.ok ? { ok: true, value: { tool: result.value, file } } : { ok: false, error: `${file}: ${result.error}` };
}

/** `file:line:column: what went wrong`, the place taken from the parser's message or the stack. */
function loadFailure(file: string, error: unknown): string {
  const { message, stack } = error instanceof Error ? error : { message: String(error), stack: '' };
  const located = new RegExp(`${escapeRegExp(file)}:(\\d+):(\\d+)`);
  const parse = /^ParseError: (.*?)\s*\n\s*\S+:(\d+):(\d+)\s*$/s.exec(message);
  // The parser counts columns from 0, the stack from 1.
  if (parse) return `${file}:${parse[2]}:${Number(parse[3]) + 1}: syntax error: ${parse[1].trim()}`;
  const place = located.exec(stack ?? '');
  const firstLine = message.split('\n')[0];
  return place ? `${file}:${place[1]}:${place[2]}: ${firstLine}` : `${file}: cannot be loaded: ${firstLine}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
