import { posix } from 'node:path';
import type { Word } from './words.ts';

/**
 * What a file a program reads code from (a script, a makefile, an awk or sed program) stands for:
 * - `input`: the command's standard input (`-` where the program reads it so, `/dev/stdin`,
 *   `/dev/fd/0`, `/proc/self/fd/0`), whose text is the heredoc or here-string when it has one;
 * - `descriptor`: another open file (`/dev/fd/3`, `/proc/1/fd/0`, a bare `3` in a descriptor folder) or a
 *   device (`/dev/tty`, the terminal: what the person or another program types);
 * - `run time`: a name only known when the command runs (`<(…)`, `$f`);
 * - `file`: a file on disk, whose content no analysis reads, as for any script.
 */
export type CodeFile = 'input' | 'descriptor' | 'run time' | 'file';

/** `fd/N` in any folder (`/dev/fd/3`, `/proc/1/fd/0`, `fd/0` after `cd /dev`). */
const DESCRIPTOR = /(?:^|\/)fd\/(\d+)$/;
/** The shell's own descriptors: `/dev/fd/N`, `/proc/self/fd/N`, a thread's. */
const OWN_DESCRIPTOR = /^\/(?:dev|proc\/(?:self|thread-self)(?:\/task\/[^/]+)?)\/fd\/\d+$/;
/** Named as the input however the folders before it lead there (`/dev/stdin`, `../dev/stdin`, `stdin` after `cd /dev`). */
const STANDARD_INPUT = /(?:^|\/)stdin$/;
const OTHER_STREAMS = /(?:^|\/)(?:stdout|stderr)$/;
/** A device other than the empty one: the terminal (`/dev/tty`, `/dev/pts/0`), a serial line, a stream. */
const DEVICE = /^\/dev\/(?!null$)./;

export function codeFile(file: Pick<Word, 'value' | 'dynamic'>, { dashIsInput = true }: { dashIsInput?: boolean } = {}): CodeFile {
  if (file.dynamic) return 'run time';
  if (file.value === '-') return dashIsInput ? 'input' : 'file';
  const path = posix.normalize(file.value);
  if (STANDARD_INPUT.test(path)) return 'input';
  if (OTHER_STREAMS.test(path) || /^\d+$/.test(path)) return 'descriptor';
  const descriptor = DESCRIPTOR.exec(path);
  if (!descriptor) return DEVICE.test(path) ? 'descriptor' : 'file';
  return descriptor[1] === '0' && OWN_DESCRIPTOR.test(path) ? 'input' : 'descriptor';
}
