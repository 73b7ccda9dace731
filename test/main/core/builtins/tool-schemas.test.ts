import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createBuiltinTools } from '../../../../main/core/builtins/index.ts';
import { prebuiltToolSchemas } from '../../../../main/core/builtins/tool-schemas.ts';
import { jsonSchemaOf } from '../../../../main/core/tools/schema/json-schema.ts';
import { builtinServices } from './builtin-services.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');

describe('the built-in tools’ JSON Schemas the build puts in the bundle', () => {
  it('are, text for text, the ones made on the fly for tools with real services', async () => {
    const script = [join(root, 'scripts', 'register-node-hooks.js'), join(root, 'scripts', 'builtin-tool-schemas.ts')];
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', ...script], { cwd: root, timeout: 120_000 });
    const tools = createBuiltinTools(builtinServices(tmpdir(), tmpdir()).services);
    const onTheFly = Object.fromEntries(tools.map((tool) => [tool.name, jsonSchemaOf(tool)]));
    expect(stdout).toBe(JSON.stringify(onTheFly));
  }, 180_000);

  it('are absent from the sources, where each is made from its zod schema', () => {
    expect(prebuiltToolSchemas).toBeUndefined();
  });
});
