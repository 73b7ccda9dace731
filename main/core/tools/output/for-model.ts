import { truncateText, type OutputLimits } from './truncate.ts';
import { errorMessage } from '../../common/errors.ts';

export interface SpillWriter {
  write(id: string, text: string): Promise<string>;
  /** A new spill file written as its content comes, synchronously (a command's output, streamed). */
  open?(id: string): SpillSink;
}

/** A spill file being written: each write goes to disk before it returns. */
export interface SpillSink {
  readonly path: string;
  write(data: Buffer | string): void;
  close(): void;
}

export interface ModelText {
  text: string;
  truncated: boolean;
  /** Where the whole text was saved, when it was cut and the save succeeded. */
  spillPath?: string;
}

/**
 * The text as the model should receive it: unchanged when within the limits, otherwise its head
 * and tail around a marker that says what was cut and where the whole text was saved.
 */
export async function truncateForModel(
  text: string,
  limits: OutputLimits,
  spill: SpillWriter,
  id: string,
  /** What the spill file holds, as the marker says it: the whole output unless told. */
  savedPart = 'The whole output is',
): Promise<ModelText> {
  const result = truncateText(text, limits);
  if (!result.truncated) return { text, truncated: false };
  const omittedBytes = result.totalBytes - Buffer.byteLength(result.head) - Buffer.byteLength(result.tail);
  const omitted =
    result.omittedLines > 0
      ? `${count(result.omittedLines, 'line')} (${formatSize(omittedBytes)}) omitted of ${formatNumber(result.totalLines)}.`
      : `${count(result.omittedChars, 'character')} (${formatSize(omittedBytes)}) omitted of ${formatNumber(result.totalChars)}.`;
  try {
    const spillPath = await spill.write(id, text);
    const marker =
      `[… ${omitted} ${savedPart} saved in ${spillPath}: read it with the Read tool ` +
      '(file_path with offset and limit) or search it with Grep.]';
    return { text: around(result.head, marker, result.tail), truncated: true, spillPath };
  } catch (error) {
    const marker = `[… ${omitted} The whole output could not be saved (${describe(error)}), so the omitted part cannot be read.]`;
    return { text: around(result.head, marker, result.tail), truncated: true };
  }
}

function around(head: string, marker: string, tail: string): string {
  const before = head === '' || head.endsWith('\n') ? head : `${head}\n`;
  return tail === '' ? `${before}${marker}` : `${before}${marker}\n${tail}`;
}

function count(value: number, unit: string): string {
  return `${formatNumber(value)} ${unit}${value === 1 ? '' : 's'}`;
}

function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}

function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

function describe(error: unknown): string {
  const message = errorMessage(error);
  return message.replace(/\s+/g, ' ').trim();
}
