const redacted = '[redacted]';
/** Shorter values are too likely to occur in ordinary text to be replaced. */
const shortestSecret = 8;

const tokenShapes = [/\bsk-[A-Za-z0-9_-]{16,}/g, /\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/g];
/** A header or field naming a credential, with its value (one or two words: `Basic abc`). */
export const credentialField = /\b(authorization|proxy-authorization|x-api-key|api-key)(["']?\s*[:=]\s*["']?)[^\s"',;]+(?:\s+[^\s"',;]+)?/gi;

export interface RedactOptions {
  /**
   * Also replace what looks like a key whoever it belongs to: `sk-…` tokens, `Bearer …`, and the
   * values of credential fields (`Authorization:`, `x-api-key=`…). On for the log and the CLI.
   */
  shapes: boolean;
}

export interface Redactor {
  text(text: string): string;
  /** A copy with every string redacted: byte buffers become text, errors stay errors, arrays and objects are walked. */
  value<T>(value: T): T;
}

/** Replaces the given secret values (those of at least 8 characters) and, with `shapes`, key-shaped text with `[redacted]`. */
export function createRedactor(secrets: Iterable<string | undefined>, options: RedactOptions): Redactor {
  const known = [...new Set(secrets)].filter((secret): secret is string => secret !== undefined && secret.length >= shortestSecret);
  const text = (input: string): string => {
    let result = known.reduce((written, secret) => written.replaceAll(secret, redacted), input);
    if (!options.shapes) return result;
    result = result.replace(credentialField, `$1$2${redacted}`);
    for (const shape of tokenShapes) result = result.replace(shape, redacted);
    return result;
  };
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    if (Buffer.isBuffer(value)) return text(value.toString('utf8'));
    if (value instanceof Error) {
      const copy = new Error(text(value.message));
      copy.name = value.name;
      copy.stack = value.stack === undefined ? undefined : text(value.stack);
      return copy;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  return { text, value: <T>(value: T) => walk(value) as T };
}
