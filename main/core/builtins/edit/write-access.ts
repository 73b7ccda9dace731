import type { PermissionTarget } from '../../tools/tool.ts';
import { resolveFilePath } from '../../common/files/file-path.ts';

/** The permission target of a tool that writes the given files. */
export function writeAccess(cwd: string, ...filePaths: string[]): PermissionTarget {
  return { paths: filePaths.map((filePath) => ({ path: resolveFilePath(filePath, cwd), access: 'write' })) };
}
