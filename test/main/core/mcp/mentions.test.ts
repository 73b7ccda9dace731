import { describe, expect, it } from 'vitest';
import { expandMcpMentions, findMcpMentions, mentionAttachmentsText } from '../../../../main/core/mcp/mentions.ts';
import { connectServer, testConnections } from './servers/in-memory.ts';

async function githubConnections() {
  const { connected } = await connectServer('github', (server) => {
    server.registerResource('issue', 'issue://123', { mimeType: 'text/plain' }, (uri) => ({ contents: [{ uri: uri.href, text: 'Issue 123: it breaks' }] }));
  });
  return testConnections([connected]);
}

describe('MCP resource mentions', () => {
  it('finds @server:scheme://path mentions but not e-mail addresses or @file mentions', () => {
    const text = 'See @github:issue://123, mail me@example.com or user@host:scheme://x, and look at @src/app.ts and @README.md. (@docs:file:///a/b.md)';
    expect(findMcpMentions(text)).toEqual([
      { mention: '@github:issue://123', server: 'github', uri: 'issue://123' },
      { mention: '@docs:file:///a/b.md', server: 'docs', uri: 'file:///a/b.md' },
    ]);
    expect(findMcpMentions('@github:issue://123 twice @github:issue://123')).toHaveLength(1);
  });

  it('reads the mentioned resources and reports unknown servers and URIs', async () => {
    const expansion = await expandMcpMentions('Fix @github:issue://123 and @github:issue://999 and @jira:ticket://7', await githubConnections());
    expect(expansion.attachments).toEqual([{ mention: '@github:issue://123', server: 'github', uri: 'issue://123', text: 'Issue 123: it breaks' }]);
    expect(expansion.problems).toHaveLength(2);
    expect(expansion.problems[0]).toMatch(/^@github:issue:\/\/999: The MCP server "github" answered with an error/);
    expect(expansion.problems[1]).toBe('@jira:ticket://7: no MCP server "jira" is connected');
    expect(mentionAttachmentsText(expansion.attachments)).toBe('<mcp-resource server="github" uri="issue://123">\nIssue 123: it breaks\n</mcp-resource>');
  });

  it('leaves a prompt without mentions alone', async () => {
    expect(await expandMcpMentions('email a@b.co about @notes.md', await githubConnections())).toEqual({ attachments: [], problems: [] });
  });
});
