import { useTranslation } from 'react-i18next';
import { shellIdOf } from '../../background/shell-output.ts';
import { isAlive, useBackground } from '../../background/store.ts';
import { useShells } from '../../background/use-shells.ts';
import { isPtyStream, type PtyStream } from '../../terminal/pty-stream.ts';
import { ShellTerminal } from '../../terminal/ShellTerminal.tsx';
import { useChat } from '../store.ts';
import { outputText } from '../tool-summary.ts';
import type { ToolPart } from '../conversation.ts';
import type { ToolCardProps } from './card-props.ts';
import { useExpandedCalls } from './expansion.ts';
import { ResultDetails } from './ResultDetails.tsx';

/** The most lines a finished command's view takes; longer output scrolls. */
const maxLines = 14;

/** A finished call stored before its terminal output was kept has no stream: its result text, drawn read-only. */
function storedStream(part: ToolPart): PtyStream | undefined {
  const text = outputText(part.output);
  if (!text) return undefined;
  const data = text.replace(/\r?\n/g, '\r\n');
  return { stream: 'pty', data, total: data.length };
}

/**
 * Bash, BashInput and BashOutput: one view of the command, its terminal — live while it runs (typing
 * goes to it), read-only once done, as it drew it (colours too) when reloaded — and a kill button
 * while a command outlives its call (background, or waiting for input). A call that never ran (denied)
 * shows its result as text. A card the person typed into stays open when its command ends.
 */
export function BashCard({ part }: ToolCardProps) {
  const { t } = useTranslation('terminal');
  const sessionId = useChat((state) => state.sessionId);
  const shellId = shellIdOf(part);
  const shells = useShells(shellId ? sessionId : null, part.state);
  const kill = useBackground((state) => state.kill);
  const live = part.state === 'pending' || part.state === 'running';
  const outlives = !live && isAlive(shells.find((shell) => shell.shellId === shellId));
  const interactive = shellId !== undefined && (live || outlives);
  const stream = isPtyStream(part.progress) ? part.progress : live || part.state === 'denied' ? undefined : storedStream(part);
  return (
    <div className="tool-body bash-body">
      {stream && (
        <ShellTerminal
          sessionId={sessionId}
          shellId={shellId}
          output={stream}
          interactive={interactive}
          label={t('terminalLabel', { tool: part.toolName })}
          onTyped={() => useExpandedCalls.getState().choose(part.toolCallId, true)}
          {...(!live && !outlives && { lines: Math.min(Math.max(stream.data.split('\n').length, 2), maxLines) })}
        />
      )}
      {!stream && <ResultDetails part={part} open />}
      {outlives && sessionId && shellId && (
        <p className="bash-outlives">
          <span className="muted">{t('stillRunning', { shellId })}</span>
          <button type="button" className="danger" data-testid="kill-shell" onClick={() => void kill(sessionId, shellId)}>
            {t('kill')}
          </button>
        </p>
      )}
    </div>
  );
}
