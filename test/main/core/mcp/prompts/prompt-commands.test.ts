import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { McpPromptError, mcpPromptCommands, promptUsage, runMcpPrompt } from '../../../../../main/core/mcp/prompts/prompt-commands.ts';
import { splitArguments } from '../../../../../main/core/mcp/prompts/split-arguments.ts';
import { connectServer, testConnections } from '../servers/in-memory.ts';

async function reviewServer() {
  const { connected } = await connectServer('code review', (server) => {
    server.registerPrompt(
      'review',
      { description: 'Reviews a change.', argsSchema: { pr: z.string().describe('The pull request'), focus: z.string().optional() } },
      ({ pr, focus }) => ({ messages: [{ role: 'user', content: { type: 'text', text: `Review PR ${pr}${focus ? ` focusing on ${focus}` : ''}.` } }] }),
    );
    server.registerPrompt('dialogue', { description: 'Two voices.' }, () => ({
      messages: [
        { role: 'user', content: { type: 'text', text: 'Ask me.' } },
        { role: 'assistant', content: { type: 'text', text: 'What?' } },
        { role: 'user', content: { type: 'resource', resource: { uri: 'mem://ctx', text: 'context text' } } },
      ],
    }));
  });
  return testConnections([connected, (await connectServer('no prompts', () => {})).connected]);
}

describe('MCP prompts as slash commands', () => {
  it('lists each prompt with its description and arguments', async () => {
    const commands = await mcpPromptCommands(await reviewServer());
    expect(commands.map((command) => command.name)).toEqual(['mcp__code_review__dialogue', 'mcp__code_review__review']);
    const review = commands[1];
    expect(review).toMatchObject({ server: 'code review', prompt: 'review', description: 'Reviews a change.' });
    expect(review.arguments).toEqual([
      { name: 'pr', description: 'The pull request', required: true },
      { name: 'focus', description: undefined, required: false },
    ]);
    expect(promptUsage(review)).toBe('/mcp__code_review__review <pr> [focus]');
  });

  it('maps words onto the arguments in order, the last taking the rest, quotes kept together', async () => {
    const connections = await reviewServer();
    expect(await runMcpPrompt(connections, '/mcp__code_review__review', '42')).toBe('Review PR 42.');
    expect(await runMcpPrompt(connections, 'mcp__code_review__review', '"42 b" error handling')).toBe('Review PR 42 b focusing on error handling.');
  });

  it('returns several messages labelled by role', async () => {
    const text = await runMcpPrompt(await reviewServer(), '/mcp__code_review__dialogue', '');
    expect(text).toBe('User: Ask me.\n\nAssistant: What?\n\nUser: context text');
  });

  it('lists the missing required arguments', async () => {
    const running = runMcpPrompt(await reviewServer(), '/mcp__code_review__review', '  ');
    await expect(running).rejects.toThrow(McpPromptError);
    await expect(running).rejects.toThrow('/mcp__code_review__review needs pr. Usage: /mcp__code_review__review <pr> [focus]');
  });

  it('says when no server has the prompt', async () => {
    await expect(runMcpPrompt(await reviewServer(), '/mcp__code_review__nothing', '')).rejects.toThrow(
      '/mcp__code_review__nothing is not a prompt of any connected MCP server.',
    );
  });
});

describe('splitArguments', () => {
  it('splits at whitespace and keeps quoted words together', () => {
    expect(splitArguments(`a  "b c" 'd e' f`)).toEqual(['a', 'b c', 'd e', 'f']);
    expect(splitArguments('   ')).toEqual([]);
  });
});
