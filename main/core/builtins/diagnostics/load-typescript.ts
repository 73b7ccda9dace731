import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as TypeScript from 'typescript';
import { ToolError } from '../../tools/define.ts';

export type TypeScriptModule = typeof TypeScript;

/** The project's own TypeScript compiler, found from the project folder as its build would find it; never Deft's. */
export function loadProjectTypeScript(projectDir: string): TypeScriptModule {
  const require = createRequire(join(projectDir, 'package.json'));
  try {
    return require('typescript') as TypeScriptModule;
  } catch {
    throw new ToolError(
      `This project has no TypeScript compiler of its own (node_modules/typescript was not found from ${projectDir}); install it (npm install --save-dev typescript) or check with a command such as Bash instead.`,
    );
  }
}
