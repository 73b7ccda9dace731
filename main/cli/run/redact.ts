import { credentialField, type Redactor } from '../../core/common/redact.ts';
import type { CliIo } from '../io.ts';

/**
 * The end of streamed text that may still grow into something to redact: its last word, with the
 * credential words before it (`Authorization: Bearer abc…`), or a credential field whose one or two
 * value words have not all arrived (`x-api-key: abc`, `Authorization: Token`).
 */
const unfinishedEnds = [
  /(?:\b(?:authorization|proxy-authorization|x-api-key|api-key|bearer|basic)\b["']?\s*[:=]?\s*["']?\s*)*\S*$/i,
  /\b(?:authorization|proxy-authorization|x-api-key|api-key)["']?\s*[:=]\s*["']?(?:[^\s"',;]+\s+)?[^\s"',;]*$/i,
];
/** Only this much of the end is ever held back; anything longer is no key, and is let go whole. */
const longestHeld = 512;

/** Where the part of `text` to hold back begins (`text.length` when nothing is held). */
function heldFrom(text: string): number {
  const windowStart = Math.max(0, text.length - longestHeld);
  const end = text.slice(windowStart);
  let held = Math.min(...unfinishedEnds.map((pattern) => pattern.exec(end)?.index ?? end.length));
  // Never cut a credential field in two: the redactor must see it whole.
  for (const field of end.matchAll(credentialField)) if (field.index < held && held < field.index + field[0].length) held = field.index;
  return windowStart > 0 && held === 0 ? text.length : windowStart + held;
}

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
    const held = heldFrom(pending);
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
