import { shellMetadata } from '../../../../shared/vocabulary/tool-metadata.ts';
import type { ChatMessage, ToolPart } from '../chat/conversation.ts';
import { isPtyStream, type PtyStream } from '../terminal/pty-stream.ts';

/** The command a Bash, BashInput or BashOutput call ran or reached: its `shell_id` metadata, else its input's. */
export function shellIdOf(part: ToolPart): string | undefined {
  const reported = shellMetadata.safeParse(part.metadata);
  if (reported.success && reported.data.shell_id !== undefined) return reported.data.shell_id;
  const fromInput = (part.input as { shell_id?: unknown } | null)?.shell_id;
  return typeof fromInput === 'string' ? fromInput : undefined;
}

/**
 * What the conversation's calls streamed of one command's terminal, in order, then what it wrote
 * while no call was streaming it (`live`); undefined when nothing came.
 */
export function shellOutput(messages: ChatMessage[], shellId: string, live?: PtyStream): PtyStream | undefined {
  const streams = messages
    .flatMap((message) => message.parts)
    .filter((part): part is ToolPart => part.kind === 'tool' && shellIdOf(part) === shellId)
    .map((part) => part.progress)
    .filter(isPtyStream)
    .concat(live ? [live] : []);
  if (streams.length === 0) return undefined;
  return streams.reduce((joined, stream) => ({ stream: 'pty', data: joined.data + stream.data, total: joined.total + stream.total }));
}
