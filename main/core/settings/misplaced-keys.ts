import { lazy } from '../common/lazy.ts';
import { permissionsSchema } from './schema.ts';

export interface MisplacedKey {
  key: string;
  advice: string;
}

const permissionKeys = lazy(() => new Set(Object.keys(permissionsSchema().shape)));
const environmentVariable = /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/;

/**
 * Top-level keys that are plainly meant for somewhere else; they are kept, but nothing reads them
 * there. `mcpServers` belongs in Deft's own settings files, not in Claude Code's.
 */
export function misplacedKeys(content: Record<string, unknown>, { claudeFile }: { claudeFile: boolean }): MisplacedKey[] {
  const misplaced: MisplacedKey[] = [];
  for (const key of Object.keys(content)) {
    if (permissionKeys().has(key)) {
      misplaced.push({ key, advice: 'belongs inside "permissions"; ignored here' });
    } else if (key === 'mcpServers' && claudeFile) {
      misplaced.push({ key, advice: 'MCP servers are read from .mcp.json or Deft\'s own settings files, not from Claude Code\'s settings files; ignored here' });
    } else if (environmentVariable.test(key)) {
      misplaced.push({ key, advice: 'looks like an environment variable, which belongs inside "env"; ignored here' });
    }
  }
  return misplaced;
}
