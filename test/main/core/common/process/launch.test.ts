import { asIs } from '../../../../../main/core/common/process/confine.ts';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { childEnvironment, launch } from '../../../../../main/core/common/process/launch.ts';
import { withholdFromChildren } from '../../../../../main/core/common/process/withheld.ts';

describe('the launcher', () => {
  it("builds the child's environment from the base and the additions", () => {
    expect(childEnvironment({ base: { A: '1', B: '2' }, add: { B: 'two', C: '3' } })).toEqual({ A: '1', B: 'two', C: '3' });
    expect(childEnvironment()).toEqual(process.env);
  });

  it('leaves out what is withheld, by name (any case) and by value under any name, but keeps what the caller adds', () => {
    const key = 'sk-ant-api03-withheld-0123456789';
    const release = withholdFromChildren({ names: ['ANTHROPIC_API_KEY'], values: [key, 'short'] });
    try {
      const base = { ANTHROPIC_API_KEY: 'any', anthropic_api_key: 'any', RENAMED: key, HEADER: `Authorization: Bearer ${key}`, PATH: '/usr/bin', SHORTISH: 'short' };
      expect(childEnvironment({ base, add: { NAMED_FOR_THIS_CHILD: key } })).toEqual({ PATH: '/usr/bin', SHORTISH: 'short', NAMED_FOR_THIS_CHILD: key });
    } finally {
      release();
    }
    expect(childEnvironment({ base: { ANTHROPIC_API_KEY: 'any' } })).toEqual({ ANTHROPIC_API_KEY: 'any' });
  });

  it.skipIf(process.platform === 'win32')('starts a real child without the withheld keys', async () => {
    const release = withholdFromChildren({ names: ['TAVILY_API_KEY'], values: ['tvly-dev-0123456789abcdef'] });
    try {
      const child = launch({
        program: asIs({ file: '/bin/sh', args: ['-c', 'env'] }),
        cwd: process.cwd(),
        env: { base: { PATH: process.env.PATH, TAVILY_API_KEY: 'tvly-x', COPY: 'tvly-dev-0123456789abcdef', KEPT: 'yes' } },
        stdin: 'ignore',
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await once(child, 'close');
      expect(output).toContain('KEPT=yes');
      expect(output).not.toContain('tvly-');
    } finally {
      release();
    }
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
