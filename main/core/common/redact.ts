const redacted = '[redacted]';
/** Shorter values are too likely to occur in ordinary text to be replaced. */
const shortestSecret = 8;
/** How deep `value` walks into nested arrays and objects. */
const deepest = 200;
const tooDeep = '[nested too deeply to show]';

/** A word with a digit or a token symbol in it: what a key looks like, and what a prose word or an identifier (`authHeader`) does not. */
const tokenLike = String.raw`(?=[A-Za-z]*[\d._~+/=-])[A-Za-z0-9._~+/=-]{8,}`;
/** After `Bearer`/`Basic`/`Token` a word with a capital after a small letter will do too (base64 of `user:pass`), but not `authentication`. */
const schemeToken = String.raw`(?:Bearer|Basic|Token)\s+(?:${tokenLike}|(?=[A-Za-z]*[a-z][A-Z])[A-Za-z]{8,})`;

/**
 * Keys by their published shapes, whoever they belong to. Each needs its prefix and a run of key
 * characters with a digit in it, so code and prose that mention them (`sk-learn`, `Bearer auth`) stay.
 */
const tokenShapes = [
  /\bsk-(?:ant-|proj-|svcacct-|or-)?(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{16,}/g,
  /\btvly-(?:dev-|prod-)?[A-Za-z0-9]{16,}/g,
  /\bjina_[A-Za-z0-9]{20,}/g,
  /\bAIza[0-9A-Za-z_-]{35}/g,
  /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g,
  /\bglpat-[A-Za-z0-9_-]{20,}/g,
  /\bxox[abposr]-[A-Za-z0-9-]{10,}/g,
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /\bnpm_[A-Za-z0-9]{36}\b/g,
  /\bhf_[A-Za-z0-9]{30,}/g,
  /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)/g,
  new RegExp(String.raw`\b${schemeToken}`, 'g'),
];

/**
 * A header or field naming a credential, with a value that looks like a key (a digit or a token
 * symbol in eight or more characters): `Authorization: Bearer abc…`, `x-api-key=k-123…`, but not
 * `Authorization: authHeader` in code.
 */
export const credentialField = new RegExp(
  String.raw`\b(authorization|proxy-authorization|x-api-key|api-key|api_key|apikey)(["']?\s*[:=]\s*["']?)(?:${schemeToken}|${tokenLike})`,
  'gi',
);

export interface Redactor {
  text(text: string): string;
  /** A copy with every string redacted: byte buffers become text, errors stay errors, arrays and objects are walked. */
  value<T>(value: T): T;
  /** A redactor of one stream of text that comes in pieces (a terminal's output). */
  stream(): StreamRedactor;
}

/** Text that comes in pieces, redacted as it comes, with a key split between two pieces caught whole. */
export interface StreamRedactor {
  /** The redacted text that can go out now; the end that may still grow into a key is held back. */
  push(piece: string): string;
  /** Whatever is held back, redacted: at the end of the stream. */
  flush(): string;
}

/** The end of a stream held back: a run of key characters, at most 512 of them (a longer run is no key, and goes out). */
const trailingKeyCharacters = /[A-Za-z0-9._~+/=-]{1,512}$/;

/**
 * Replaces the given secret values (those of at least 8 characters), keys of the published shapes
 * and the values of credential fields with `[redacted]`: one strength wherever text leaves Deft.
 */
export function createRedactor(secrets: Iterable<string | undefined>): Redactor {
  // Longest first, so a key that contains another known one goes whole.
  const known = [...new Set(secrets)]
    .filter((secret): secret is string => secret !== undefined && secret.length >= shortestSecret)
    .sort((a, b) => b.length - a.length);
  const text = (input: string): string => {
    let result = known.reduce((written, secret) => (written.includes(secret) ? written.replaceAll(secret, redacted) : written), input);
    result = result.replace(credentialField, `$1$2${redacted}`);
    for (const shape of tokenShapes) result = result.replace(shape, redacted);
    return result;
  };
  const walk = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return text(value);
    if (Buffer.isBuffer(value)) return text(value.toString('utf8'));
    if (value instanceof Error) {
      const copy = new Error(text(value.message));
      copy.name = value.name;
      copy.stack = value.stack === undefined ? undefined : text(value.stack);
      return copy;
    }
    if (value === null || typeof value !== 'object') return value;
    // Deeper than anything Deft makes: a malformed input, told rather than walked to a stack overflow.
    if (depth >= deepest) return tooDeep;
    if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, depth + 1)]));
  };
  return { text, value: <T>(value: T) => walk(value, 0) as T, stream: () => streamRedactor(text, known) };
}

/** Holds back a trailing run of key characters, and an end that begins one of the known values. */
function streamRedactor(redact: (text: string) => string, known: readonly string[]): StreamRedactor {
  let pending = '';
  const heldFrom = (text: string): number => {
    let held = text.length - (trailingKeyCharacters.exec(text)?.[0].length ?? 0);
    for (const secret of known) {
      for (let length = Math.min(secret.length - 1, text.length); length > 0 && text.length - length < held; length--) {
        if (text.endsWith(secret.slice(0, length))) held = text.length - length;
      }
    }
    return held;
  };
  return {
    push(piece) {
      pending += piece;
      const held = heldFrom(pending);
      const out = pending.slice(0, held);
      pending = pending.slice(held);
      return out === '' ? '' : redact(out);
    },
    flush() {
      const out = pending;
      pending = '';
      return out === '' ? '' : redact(out);
    },
  };
}
