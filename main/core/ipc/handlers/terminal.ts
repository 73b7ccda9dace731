import type { TerminalShell } from '../../../../shared/ipc/domains/terminal.ts';
import type { Core } from '../../core.ts';
import type { ShellInfo } from '../../pty/shells.ts';
import type { DomainHandlers } from '../router.ts';

type TerminalChannel = 'terminal.list' | 'terminal.input' | 'terminal.resize' | 'terminal.kill'
  | 'terminal.attach'
  | 'terminal.detach'
  | 'terminal.acknowledge';

/** The terminals of an open session; a shell id is honoured only for the session that owns it. */
export function terminalHandlers(core: Core): DomainHandlers<TerminalChannel> {
  const shellOf = async (sessionId: string, shellId: string) => {
    const terminals = await core.conversations.terminals(sessionId);
    const owned = terminals?.list(sessionId).some((shell) => shell.shellId === shellId);
    return owned ? terminals : undefined;
  };
  return {
    'terminal.list': async ({ sessionId }) => ((await core.conversations.terminals(sessionId))?.list(sessionId) ?? []).map(toView),
    'terminal.input': async ({ sessionId, shellId, text }) => {
      const terminals = await shellOf(sessionId, shellId);
      terminals?.write(shellId, text);
      return { sent: terminals !== undefined };
    },
    'terminal.resize': async ({ sessionId, shellId, cols, rows }) => ({ resized: (await shellOf(sessionId, shellId))?.resize(shellId, { cols, rows }) ?? false }),
    'terminal.kill': async ({ sessionId, shellId }) => ({ killed: (await (await shellOf(sessionId, shellId))?.kill(sessionId, shellId)) !== undefined }),
    'terminal.attach': async ({ sessionId, shellId, viewerId }) => ({ attached: (await shellOf(sessionId, shellId))?.attachViewer(shellId, viewerId) ?? false }),
    'terminal.detach': async ({ sessionId, shellId, viewerId }) => {
      (await shellOf(sessionId, shellId))?.detachViewer(shellId, viewerId);
      return null;
    },
    'terminal.acknowledge': async ({ sessionId, shellId, viewerId, bytes }) => {
      (await shellOf(sessionId, shellId))?.acknowledge(shellId, viewerId, bytes);
      return null;
    },
  };
}

function toView(shell: ShellInfo): TerminalShell {
  return {
    shellId: shell.shellId,
    command: shell.command,
    ...(shell.description !== undefined && { description: shell.description }),
    background: shell.background,
    startedAt: shell.startedAt,
    status: shell.status,
    ...(shell.exit && { exitCode: shell.exit.code }),
  };
}
