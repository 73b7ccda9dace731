import { shellMetadata } from '../../../../../shared/vocabulary/tool-metadata.ts';
import type { ToolPart } from '../conversation.ts';

/** The exit code a command reported, for its row, when it is not 0 (a command that exited well needs no word). */
export function failedExitCode(part: Pick<ToolPart, 'metadata'>): number | undefined {
  const reported = shellMetadata.safeParse(part.metadata ?? {});
  const code = reported.success ? reported.data.exit_code : undefined;
  return typeof code === 'number' && code !== 0 ? code : undefined;
}
