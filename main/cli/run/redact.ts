import type { Redactor } from '../../core/common/redact.ts';
import type { CliIo } from '../io.ts';

/**
 * The end of streamed text that may still grow into something to redact: its last word, with the
 * credential words before it (`Authorization: Bearer abc…`).
 */
const unfinishedEnd = /(?:\b(?:authorization|proxy-authorization|x-api-key|api-key|bearer|basic)\b["']?\s*[:=]?\s*["']?\s*)*\S*$/i;

export interface RedactingIo extends CliIo {
  /** Writes what stdout still holds back; at the end of a run. */
  flush(): void;
}

/**
 * The same io, except that whatever the redactor catches never reaches stdout or stderr. The
 * model's text reaches stdout in pieces that may split a key, so stdout holds back the end of the
 * text until it is a whole word (and writes it before anything on stderr, keeping their order);
 * stderr gets whole lines and is written as it comes.
 */
export function redactingIo(io: CliIo, redactor: Redactor): RedactingIo {
  let pending = '';
  const flush = () => {
    if (pending !== '') io.stdout(redactor.text(pending));
    pending = '';
  };
  const stdout = (text: string) => {
    pending += text;
    const held = unfinishedEnd.exec(pending)?.index ?? pending.length;
    if (held > 0) io.stdout(redactor.text(pending.slice(0, held)));
    pending = pending.slice(held);
  };
  return {
    ...io,
    stdout,
    stderr: (text) => {
      flush();
      io.stderr(redactor.text(text));
    },
    exit: (code) => {
      flush();
      io.exit(code);
    },
    flush,
  };
}
