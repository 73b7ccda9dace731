import { asIs } from '../../../../../main/core/common/process/confine.ts';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { childEnvironment, launch } from '../../../../../main/core/common/process/launch.ts';

describe('the launcher', () => {
  it("builds the child's environment from the base and the additions", () => {
    expect(childEnvironment({ base: { A: '1', B: '2' }, add: { B: 'two', C: '3' } })).toEqual({ A: '1', B: 'two', C: '3' });
    expect(childEnvironment()).toBe(process.env);
  });

  it('starts the child with that environment, in a group of its own when asked', async () => {
    const child = launch({
      program: asIs({
        file: process.execPath,
        args: ['-e', 'process.stdout.write(`${process.env.DEFT_LAUNCH_TEST} ${process.pid === require("node:child_process").execSync("ps -o pgid= -p " + process.pid).toString().trim() * 1}`)'],
      }),
      cwd: process.cwd(),
      env: { add: { DEFT_LAUNCH_TEST: 'reached' } },
      stdin: 'ignore',
      ownGroup: true,
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    await once(child, 'close');
    expect(output).toBe('reached true');
  });
});
