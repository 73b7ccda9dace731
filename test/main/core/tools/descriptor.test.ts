import { describe, expect, it } from 'vitest';
import { descriptorDataOf, isLoaded, jsonSchemaOf, lazyDescriptor, loadTool } from '../../../../main/core/tools/descriptor.ts';
import { defineTool } from '../../../../main/core/tools/define.ts';
import { selectTools } from '../../../../main/core/tools/select.ts';
import { z } from 'zod';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, fixtureTools, textOf, turnContext } from './fixtures.ts';

/** The fixtures' Echo as a descriptor, its loads counted; `fail` makes the next loads throw. */
function describedEcho() {
  const echo = fixtureTools().tools.find((tool) => tool.name === 'Echo')!;
  const loads = { count: 0, fail: false };
  const descriptor = lazyDescriptor(descriptorDataOf(echo), async () => {
    loads.count++;
    if (loads.fail) throw new Error('the module could not be read');
    return echo;
  });
  return { echo, descriptor, loads };
}

describe('a tool known by its descriptor', () => {
  it('is selected, offered and shown to the model without loading its code', () => {
    const { echo, descriptor, loads } = describedEcho();
    const { offered } = selectTools([descriptor], { cwd: '/p', agent: { name: 'main' } });
    expect(offered).toEqual([descriptor]);
    expect(jsonSchemaOf(descriptor)).toEqual(jsonSchemaOf(echo));
    expect(isLoaded(descriptor)).toBe(false);
    expect(loads.count).toBe(0);
  });

  it('is loaded at its first call, once, and runs as the tool itself', async () => {
    const { descriptor, loads } = describedEcho();
    const { executor } = executorWith(tempDir());
    const turn = turnContext([descriptor]);
    const calls = await executor.runTurn(
      [
        { id: 'a', name: 'echo_text', input: { text: 'hi', times: 2 } },
        { id: 'b', name: 'Echo', input: { text: 'yo' } },
      ],
      turn,
    );
    expect(calls.map((outcome) => [outcome.status, outcome.toolName, textOf(outcome)])).toEqual([
      ['success', 'Echo', 'hihi'],
      ['success', 'Echo', 'yo'],
    ]);
    expect(loads.count).toBe(1);
    expect(jsonSchemaOf(await loadTool(descriptor))).toBe(descriptor.inputSchema);
  });

  it('ends a call as an error when its code cannot be loaded, and is loaded again at the next call', async () => {
    const { descriptor, loads } = describedEcho();
    const { executor, logged } = executorWith(tempDir());
    loads.fail = true;
    const failed = await executor.run({ id: 'a', name: 'Echo', input: { text: 'hi' } }, turnContext([descriptor]));
    expect(failed.status).toBe('error');
    expect(textOf(failed)).toBe('Echo failed: the module could not be read');
    expect(logged).toHaveLength(1);
    loads.fail = false;
    const next = await executor.run({ id: 'b', name: 'Echo', input: { text: 'hi' } }, turnContext([descriptor]));
    expect([next.status, textOf(next), loads.count]).toEqual(['success', 'hi', 2]);
  });

  it('refuses code that is another tool', async () => {
    const { echo } = describedEcho();
    const impostor = lazyDescriptor({ ...descriptorDataOf(echo), name: 'Shout' }, async () => echo);
    await expect(loadTool(impostor)).rejects.toThrow('The tool loaded for Shout is named Echo');
  });

  it('can only describe a tool whose traits are data', () => {
    const described = defineTool({ name: 'Who', description: () => 'depends on the agent', input: z.strictObject({}), execute: () => 'me' });
    expect(() => descriptorDataOf(described)).toThrow('Who cannot be described without its code');
  });
});
