import { noConfinement } from '../../../../../main/core/common/process/confine.ts';
import { describe, expect, it } from 'vitest';
import { runProcess } from '../../../../../main/core/common/process/run-process.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';

const node = process.execPath;

describe('runProcess', () => {
  it('passes arguments without a shell, feeds stdin, and collects both streams apart and together', async () => {
    const script = 'process.stdin.on("data", (d) => { console.log("out:" + d + ":" + process.argv[1]); console.error("err"); })';
    const result = await runProcess({ file: node, args: ['-e', script, '$HOME; rm -rf x'], cwd: tempDir(), stdin: 'in', signal: new AbortController().signal, confinement: noConfinement });
    expect(result).toMatchObject({ code: 0, stdout: 'out:in:$HOME; rm -rf x\n', stderr: 'err\n', timedOut: false });
    expect(result.output.split('\n').sort()).toEqual(['', 'err', 'out:in:$HOME; rm -rf x']);
  });

  it('reports the exit code, and rejects when the program does not exist', async () => {
    const signal = new AbortController().signal;
    expect((await runProcess({ file: node, args: ['-e', 'process.exit(3)'], cwd: tempDir(), signal, confinement: noConfinement })).code).toBe(3);
    await expect(runProcess({ file: 'no-such-program-deft', args: [], cwd: tempDir(), signal, confinement: noConfinement })).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('kills the program at its time limit and says so', async () => {
    const result = await runProcess({
      file: node,
      args: ['-e', 'console.log("up"); setInterval(() => {}, 1000)'],
      cwd: tempDir(),
      signal: new AbortController().signal, confinement: noConfinement,
      timeoutMs: 1000,
    });
    expect(result.timedOut).toBe(true);
    expect(result.code).toBeNull();
  });

  it('stops a process whose output passes the limit, keeping the output up to it', async () => {
    const result = await runProcess({
      file: node,
      args: ['-e', 'setInterval(() => process.stdout.write("x".repeat(100)), 1)'],
      cwd: tempDir(),
      signal: new AbortController().signal, confinement: noConfinement,
      maxOutputChars: 250,
    });
    expect(result).toMatchObject({ overflowed: true, timedOut: false, code: null, output: 'x'.repeat(250) });
  });

  it('rejects with the reason when aborted, before or while it runs', async () => {
    const aborted = AbortSignal.abort(new Error('stop'));
    await expect(runProcess({ file: node, args: ['-e', ''], cwd: tempDir(), signal: aborted, confinement: noConfinement })).rejects.toThrow('stop');
    const controller = new AbortController();
    const running = runProcess({
      file: node,
      args: ['-e', 'console.log("up"); setInterval(() => {}, 1000)'],
      cwd: tempDir(),
      signal: controller.signal, confinement: noConfinement,
      onOutput: () => controller.abort(new Error('cancelled')),
    });
    await expect(running).rejects.toThrow('cancelled');
  });
});
