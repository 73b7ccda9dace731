import { noConfinement } from '../../../../main/core/common/process/confine.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { commandToolsFromSettings } from '../../../../main/core/tools/command-tool.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from './fixtures.ts';

const settingsFile = '/project/.deft/settings.json';

describe('command tools from settings', () => {
  it('runs the command in the project with the input as JSON on stdin', async () => {
    const cwd = tempDir();
    const { tools, errors } = commandToolsFromSettings(
      [
        {
          name: 'shout',
          description: 'Upper-cases a word.',
          parameters: { type: 'object', properties: { word: { type: 'string' } }, required: ['word'], additionalProperties: false },
          command: `node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).word.toUpperCase(), process.cwd()))"`,
        },
      ],
      settingsFile,
      noConfinement,
    );
    expect(errors).toEqual([]);
    const { executor } = executorWith(tempDir());
    const outcome = await executor.run({ id: 'c', name: 'shout', input: { word: 'deft' } }, turnContext(tools, { cwd }));
    expect(outcome.status).toBe('success');
    expect(textOf(outcome)).toBe(`DEFT ${cwd}`);

    const invalid = await executor.run({ id: 'd', name: 'shout', input: { word: 3 } }, turnContext(tools, { cwd }));
    expect(invalid.status).toBe('error');
    expect(textOf(invalid)).toContain('word');
  });

  it('turns a failing command into an error with its output and exit code', async () => {
    const { tools } = commandToolsFromSettings(
      [{ name: 'fails', description: 'Fails.', command: 'echo out; echo bad >&2; exit 3' }],
      settingsFile,
      noConfinement,
    );
    const { executor } = executorWith(tempDir());
    const outcome = await executor.run({ id: 'c', name: 'fails', input: {} }, turnContext(tools, { cwd: tempDir() }));
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toMatch(/exited with code 3[\s\S]*out[\s\S]*stderr:\nbad/);
  });

  it('kills the whole process group on cancel', async () => {
    const dir = tempDir();
    const marker = join(dir, 'survived');
    const { tools } = commandToolsFromSettings(
      [{ name: 'slow', description: 'Slow.', command: `(sleep 1; touch ${marker}) & sleep 30` }],
      settingsFile,
      noConfinement,
    );
    const { executor } = executorWith(tempDir());
    const controller = new AbortController();
    const running = executor.run({ id: 'c', name: 'slow', input: {} }, turnContext(tools, { cwd: dir, signal: controller.signal }));
    await sleep(200);
    controller.abort();
    expect((await running).status).toBe('cancelled');
    await sleep(1500);
    expect(existsSync(marker)).toBe(false);
  });

  it('names the file and field of every declaration it cannot use', () => {
    const { tools, errors } = commandToolsFromSettings(
      [
        { name: '1bad', description: 'x', command: 'true' },
        { name: 'ok', description: 'fine', command: 'true' },
        { name: 'nocommand', description: 'x' },
        { name: 'weird', description: 'x', command: 'true', parameters: { type: 'object', properties: { a: { type: 'nonsense' } } } },
      ],
      settingsFile,
      noConfinement,
    );
    expect(tools.map((tool) => tool.name)).toEqual(['ok']);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^\/project\/\.deft\/settings\.json: tools\[0\]: .*name/);
    expect(errors[1]).toMatch(/tools\[2\]: .*command/);
    expect(errors[2]).toMatch(/tools\[3\]\.parameters/);
    expect(commandToolsFromSettings({}, settingsFile, noConfinement).errors).toEqual([`${settingsFile}: "tools" must be an array`]);
  });
});
