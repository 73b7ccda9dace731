import { describe, expect, it } from 'vitest';
import type { SlashCommand } from '../../../shared/ipc/domains/extensions.ts';
import { matchCommands } from '../../../renderer/src/features/composer/match-commands.ts';

const command = (name: string): SlashCommand => ({ name, description: '', kind: 'command' });
const names = (found: SlashCommand[]) => found.map((each) => each.name);

describe('matchCommands', () => {
  const all = ['review', 'compact', 'clear', 'mcp__docs__compare', 'Commit'].map(command);

  it('lists names starting with the query first, then names holding it, ignoring case', () => {
    expect(names(matchCommands(all, 'com'))).toEqual(['Commit', 'compact', 'mcp__docs__compare']);
    expect(names(matchCommands(all, 'C'))).toEqual(['clear', 'Commit', 'compact', 'mcp__docs__compare']);
  });

  it('lists every command for an empty query and none when nothing holds it', () => {
    expect(matchCommands(all, '')).toHaveLength(all.length);
    expect(matchCommands(all, 'zzz')).toEqual([]);
  });
});
