import { noConfinement } from '../../../../main/core/common/process/confine.ts';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createPtyManager } from '../../../../main/core/pty/manager.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

describe('createPtyManager', () => {
  it('uses the given working dirs and shell, and lists what runs', async () => {
    const root = tempDir();
    const pty = createPtyManager({ shell: '/bin/sh', workingDirs: () => ({ root, contains: (path) => path.startsWith(root) }) });
    onTestFinished(() => pty.closeAll());
    const settled = await pty.run({ sessionId: 's', command: 'pwd; echo $0', cwd: '/', confinement: noConfinement }, { signal: new AbortController().signal });
    expect(settled.kind === 'exited' && settled.output.text).toBe(`${root}\n/bin/sh`);
    await pty.start({ sessionId: 's', command: 'sleep 600', description: 'waits', cwd: '/', confinement: noConfinement });
    expect(pty.list('s')).toEqual([expect.objectContaining({ command: 'sleep 600', description: 'waits', background: true, status: 'running' })]);
    expect(pty.list('other')).toEqual([]);
  });
});
