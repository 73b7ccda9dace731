import { noConfinement } from '../../../../../main/core/common/process/confine.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiagnosticsService } from '../../../../../main/core/builtins/diagnostics/create-service.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';

const signal = new AbortController().signal;

describe('diagnostics from a configured command', () => {
  it('runs the command in the project folder and keeps what it says about the asked files', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'out.txt'), "a.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'.\nb.ts(2,1): error TS1005: ';' expected.\n");
    const service = createDiagnosticsService({ projectDir: dir, command: 'cat out.txt; exit 2', confinement: noConfinement });
    expect(await service.forFiles([join(dir, 'b.ts')], signal)).toEqual([
      { path: join(dir, 'b.ts'), line: 2, column: 1, severity: 'error', code: 'TS1005', message: "';' expected." },
    ]);
    expect(await service.forFiles([], signal)).toHaveLength(2);
  });

  it('finds nothing when the command succeeds quietly, and fails with its output when it fails in an unknown way', async () => {
    const dir = tempDir();
    expect(await createDiagnosticsService({ projectDir: dir, command: 'true', confinement: noConfinement }).forFiles([], signal)).toEqual([]);
    const broken = createDiagnosticsService({ projectDir: dir, command: 'echo "checker: command not found" >&2; exit 127', confinement: noConfinement });
    await expect(broken.forFiles([], signal)).rejects.toThrow(/failed \(exit code 127\)[^]*checker: command not found/);
  });
});
