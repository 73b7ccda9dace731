import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';

/**
 * Maps the path of an `app://deft/...` URL to a file inside `root`, or null when the path is
 * malformed, escapes the root (`..`, encoded separators, absolute paths) or leaves it through a
 * symlink, or is not a file. `/` serves `index.html`.
 */
export function resolveAssetPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const wanted = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const candidate = resolve(root, wanted);
  if (!isInside(root, candidate)) return null;
  try {
    const inside = isInside(realpathSync(root), realpathSync(candidate));
    return inside && statSync(candidate).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}
