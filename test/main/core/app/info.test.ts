import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../../../main/core/core.ts';
import { which } from '../../../../main/core/common/process/which.ts';
import type { Notice } from '../../../../shared/ipc/contract.ts';
import { pathWith, tempDir } from '../../../helpers/temp-dir.ts';

describe('app info', () => {
  it('finds rg, git and bash on this machine', () => {
    const info = createCore({ dataDir: tempDir() }).app.info();
    for (const name of ['rg', 'git', 'bash'] as const) {
      expect(info.binaries[name], name).toEqual({ found: true, path: which(name) });
    }
  });

  it('reports a missing binary once, as a warning notice', () => {
    const dir = tempDir();
    const PATH = pathWith(dir, { git: which('git'), bash: which('bash') });
    const core = createCore({ dataDir: dir, env: { PATH } });
    const notices: Notice[] = [];
    core.events.on('app.notice', (notice) => notices.push(notice));
    expect(core.app.info().binaries.rg).toEqual({ found: false, path: null });
    expect(core.app.info().binaries.git.found).toBe(true);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ level: 'warning', message: expect.stringContaining('ripgrep') });
  });

  it('does not take a non-executable file for a binary', () => {
    const dir = tempDir();
    const notExecutable = join(dir, 'plain-file');
    writeFileSync(notExecutable, '#!/bin/sh\n', { mode: 0o644 });
    const PATH = pathWith(dir, { rg: notExecutable });
    expect(which('rg', { PATH })).toBeNull();
  });
});
