import type { CheckpointRecorder } from '../builtins/edit/commit-file.ts';
import type { Checkpoints } from './checkpoints.ts';
import type { Turn } from './turn.ts';

export interface TurnCheckpoints extends CheckpointRecorder {
  /** Snapshots the project when a user message starts a turn (so shell changes can be undone too). */
  beginTurn(sessionId: string, messageId: string): Promise<void>;
}

/**
 * What the file tools call before they write: the file's previous content goes to the turn of the
 * message being answered. A turn nobody began yet (a tool call outside the agent loop) is begun then.
 */
export function checkpointRecorder(checkpoints: Checkpoints, projectDir: string): TurnCheckpoints {
  const turns = new Map<string, Promise<Turn>>();
  const turnOf = (sessionId: string, messageId: string) => {
    const key = `${sessionId}\u0000${messageId}`;
    let turn = turns.get(key);
    if (!turn) {
      turn = checkpoints.beginTurn(sessionId, messageId, projectDir);
      turns.set(key, turn);
    }
    return turn;
  };
  return {
    async beginTurn(sessionId, messageId) {
      await turnOf(sessionId, messageId);
    },
    async recordFileBefore(sessionId, messageId, absolutePath) {
      checkpoints.recordFileBefore(await turnOf(sessionId, messageId), absolutePath);
    },
  };
}
