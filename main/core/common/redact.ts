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

/** Text every key shape holds, case as written. */
const shapeMarkers = ['sk-', 'tvly-', 'jina_', 'AIza', 'ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_', 'glpat-', 'xox', 'AKIA', 'ASIA', 'npm_', 'hf_', 'PRIVATE KEY', 'Bearer', 'Basic', 'Token'];
/** Text every credential field's name holds, in any case (`x-api-key`, `apikey`, `Authorization`). */
const fieldMarkers = ['api', 'thor'];

/** A text without any marker holds no shape and no field: the passes over it are skipped (most of a terminal's output). */
const mayHoldShape = new RegExp([...shapeMarkers, ...fieldMarkers].map((marker) => marker.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|'), 'i');

/** The same markers as bytes, every case of the field markers spelled out, for bytes that are never turned into text when they hold none. */
const markerBytes = [...shapeMarkers, ...fieldMarkers.flatMap(everyCase)].map((marker) => Buffer.from(marker));
/**
 * A few bytes every marker holds one of (a cover, found greedily): bytes holding none of them hold no
 * marker, which a native byte search for each of them tells (output of numbers and punctuation).
 */
const coverBytes = coverOf(markerBytes);
/** The markers by their first two bytes, and those two bytes as a table of 65,536 flags. */
const markersByPair = new Map<number, Buffer[]>();
const startsMarker = new Uint8Array(65_536);
for (const marker of markerBytes) {
  const pair = (marker[0] << 8) | marker[1];
  markersByPair.set(pair, [...(markersByPair.get(pair) ?? []), marker]);
  startsMarker[pair] = 1;
}

function coverOf(markers: readonly Buffer[]): number[] {
  const cover: number[] = [];
  let open = markers;
  while (open.length > 0) {
    const counts = new Map<number, number>();
    for (const marker of open) for (const byte of new Set(marker)) counts.set(byte, (counts.get(byte) ?? 0) + 1);
    const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    cover.push(best);
    open = open.filter((marker) => !marker.includes(best));
  }
  return cover;
}

function everyCase(word: string): string[] {
  return [...word].reduce<string[]>((spellings, char) => spellings.flatMap((start) => [...new Set([start + char.toLowerCase(), start + char.toUpperCase()])]), ['']);
}

/**
 * Whether the bytes hold a marker: one pass for all of them, each pair of bytes looked up in
 * `startsMarker` and only a pair that starts one compared further. A search per marker would be
 * 44 passes, and slow on text full of a marker's first letter (a line of `a`s: `api`, `AIza`).
 */
function holdsMarker(bytes: Buffer): boolean {
  if (!coverBytes.some((byte) => bytes.includes(byte))) return false;
  for (let at = 0; at + 1 < bytes.length; at++) {
    const pair = (bytes[at] << 8) | bytes[at + 1];
    if (startsMarker[pair] === 1 && markerAt(bytes, at, markersByPair.get(pair)!)) return true;
  }
  return false;
}

function markerAt(bytes: Buffer, at: number, markers: readonly Buffer[]): boolean {
  return markers.some((marker) => {
    if (at + marker.length > bytes.length) return false;
    for (let offset = 2; offset < marker.length; offset++) if (bytes[at + offset] !== marker[offset]) return false;
    return true;
  });
}

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
  /**
   * The same for bytes (a terminal's output, UTF-8): what can go out now, as the bytes that came when
   * they hold nothing a key could be (without turning them into text), else as redacted text. The
   * bytes of a character cut at the end are held back too, so every piece that goes out is whole.
   */
  pushBytes(piece: Buffer): Buffer | string;
  /** Whatever is held back, redacted: at the end of the stream. */
  flush(): string;
}

/** The end of a stream held back: a run of key characters, at most this many (a longer run is no key, and goes out). */
const longestHeldRun = 512;

/** Whether the UTF-16 unit is one of `[A-Za-z0-9._~+/=-]`, the characters of a key. */
function isKeyCharacter(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 46 || code === 95 || code === 126 || code === 43 || code === 47 || code === 61 || code === 45;
}

/**
 * Replaces the given secret values (those of at least 8 characters), keys of the published shapes
 * and the values of credential fields with `[redacted]`: one strength wherever text leaves Deft.
 */
export function createRedactor(secrets: Iterable<string | undefined>): Redactor {
  const values = [...new Set(secrets)].filter((secret): secret is string => secret !== undefined && secret.length >= shortestSecret);
  // Longest first, so a key that contains another known one goes whole.
  const known = [...new Set([...values, ...values.flatMap(encodingsOf)])].sort((a, b) => b.length - a.length);
  const pieces = piecesOf(values);
  const text = (input: string): string => {
    let result = known.reduce((written, secret) => (written.includes(secret) ? written.replaceAll(secret, redacted) : written), input);
    if (result.includes('\n')) result = withoutWrapped(result, known);
    if (pieces) result = withoutPieces(result, pieces);
    if (!mayHoldShape.test(result)) return result;
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
  return { text, value: <T>(value: T) => walk(value, 0) as T, stream: () => streamRedactor(text, known, pieces) };
}

/**
 * A piece of a known value at least this long is redacted wherever it appears: the value printed in
 * pieces with text between them (`cut -c1-40 f; echo ---; cut -c41- f`). Shorter pieces are not
 * caught (the model chooses how short they are), nor pieces of its encodings.
 */
const shortestPiece = 12;

/**
 * Every piece of `shortestPiece` key characters of the known values, and the rolling hashes of those
 * pieces as a table of bits: each window of a text costs one hash step and one bit looked up, a
 * window is compared only when its bit is set.
 */
interface Pieces {
  windows: ReadonlySet<string>;
  hashes: Uint32Array;
}

/** The hash table's size, as a power of two of bits: 2^20 bits (128 KiB) leave a few thousand pieces one false hit in some hundreds of windows. */
const hashBits = 20;
const hashBase = 0x01000193;
/** `hashBase` to the power `shortestPiece`, modulo 2^32: what the unit leaving the window weighs. */
const leavingWeight = Array.from({ length: shortestPiece }).reduce<number>((weight) => Math.imul(weight, hashBase), 1);

/** The slot of a window's hash in the table: its top bits after mixing. */
const slotOf = (hash: number) => Math.imul(hash, 0x9e3779b1) >>> (32 - hashBits);

/**
 * The pieces of the values' runs of key characters that hold a digit and a letter: what a key's
 * pieces look like, where a run of a value that is a path or prose (`/home/user/.config`) does not.
 */
function piecesOf(values: readonly string[]): Pieces | undefined {
  const windows = new Set<string>();
  for (const value of values) {
    for (const run of value.match(/[A-Za-z0-9._~+/=-]{12,}/g) ?? []) {
      for (let at = 0; at + shortestPiece <= run.length; at++) {
        const window = run.slice(at, at + shortestPiece);
        if (/\d/.test(window) && /[A-Za-z]/.test(window)) windows.add(window);
      }
    }
  }
  if (windows.size === 0) return undefined;
  const hashes = new Uint32Array(2 ** (hashBits - 5));
  for (const window of windows) {
    const slot = slotOf([...window].reduce((hash, char) => (Math.imul(hash, hashBase) + char.charCodeAt(0)) | 0, 0));
    hashes[slot >>> 5] |= 1 << (slot & 31);
  }
  return { windows, hashes };
}

/**
 * Where the first piece at or after `from` begins in the bytes, or -1: the windows' hashes rolled
 * along them, as `piecesOf` hashes a piece (one loop over bytes: a text is read as its code units' low bytes).
 */
function pieceAt(units: Buffer, pieces: Pieces, from: number): number {
  let hash = 0;
  for (let at = from; at < units.length; at++) {
    hash = (Math.imul(hash, hashBase) + units[at]) | 0;
    if (at - from >= shortestPiece) hash = (hash - Math.imul(units[at - shortestPiece], leavingWeight)) | 0;
    else if (at - from < shortestPiece - 1) continue;
    const slot = slotOf(hash);
    if ((pieces.hashes[slot >>> 5] & (1 << (slot & 31))) === 0) continue;
    const start = at - shortestPiece + 1;
    if (pieces.windows.has(units.toString('latin1', start, at + 1))) return start;
  }
  return -1;
}

/** The text with every stretch covered by pieces of known values replaced, one `[redacted]` a stretch. */
function withoutPieces(text: string, pieces: Pieces): string {
  const units = Buffer.from(text, 'latin1');
  let written = '';
  let copied = 0;
  let end = -1;
  for (let at = pieceAt(units, pieces, 0); at >= 0; at = pieceAt(units, pieces, at + 1)) {
    // A unit past Latin-1 reads as its low byte: the text itself says whether the piece is there.
    if (!pieces.windows.has(text.slice(at, at + shortestPiece))) continue;
    if (at > end) {
      if (end >= 0) written += redacted;
      written += text.slice(copied, at);
    }
    end = at + shortestPiece;
    copied = end;
  }
  return end < 0 ? text : written + redacted + text.slice(copied);
}

/**
 * A known value as a command may print it instead: base64 (standard and URL-safe, at each of the
 * three alignments it takes inside longer text: the groups that hold only its own bytes), hex in
 * either case, reversed. Any other transformation the model asks for is not caught.
 */
function encodingsOf(secret: string): string[] {
  const bytes = Buffer.from(secret);
  const aligned = [0, 1, 2].map((skip) => bytes.subarray(skip, skip + Math.floor((bytes.length - skip) / 3) * 3));
  return [
    ...aligned.flatMap((part) => [part.toString('base64'), part.toString('base64url')]),
    bytes.toString('hex'),
    bytes.toString('hex').toUpperCase(),
    [...secret].reverse().join(''),
  ].filter((form) => form.length >= shortestSecret);
}

/** A known form cut into lines (`base64` wraps at 76 columns, `xxd -p` at 60, `fold` where it is told): found in the text without its line breaks, replaced with them. */
function withoutWrapped(text: string, known: readonly string[]): string {
  const unbroken = text.replace(/\r?\n/g, '');
  return known.reduce((written, form) => (unbroken.includes(form) ? written.replace(lineBrokenPattern(form), redacted) : written), text);
}

function lineBrokenPattern(form: string): RegExp {
  return new RegExp([...form].map((char) => char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join(String.raw`\r?\n?`), 'g');
}

/** Holds back a trailing run of key characters, and an end that begins one of the known values. */
function streamRedactor(redact: (text: string) => string, known: readonly string[], pieces: Pieces | undefined): StreamRedactor {
  let pending = '';
  let pendingBytes = Buffer.alloc(0);
  const knownBytes = known.map((secret) => Buffer.from(secret));
  const push = (piece: string): string => {
    // Bytes held back by `pushBytes` come first: text pushed after bytes keeps its place in the stream.
    if (pendingBytes.length > 0) {
      pending += pendingBytes.toString('utf8');
      pendingBytes = Buffer.alloc(0);
    }
    const text = pending === '' ? piece : pending + piece;
    const held = heldFrom(textSequence(text), known);
    pending = held === text.length ? '' : text.slice(held);
    return held === 0 ? '' : redact(held === text.length ? text : text.slice(0, held));
  };
  return {
    push,
    pushBytes(piece) {
      if (pending !== '') return push(piece.toString('utf8'));
      const bytes = pendingBytes.length === 0 ? piece : Buffer.concat([pendingBytes, piece]);
      const held = wholeCharacters(bytes, heldFrom(byteSequence(bytes), knownBytes));
      // A copy, so the held end does not keep the whole piece alive.
      pendingBytes = Buffer.from(bytes.subarray(held));
      if (held === 0) return '';
      const out = bytes.subarray(0, held);
      const mayHold = knownBytes.some((secret) => out.includes(secret)) || holdsMarker(out) || (pieces !== undefined && pieceAt(out, pieces, 0) >= 0);
      return mayHold ? redact(out.toString('utf8')) : out;
    },
    flush() {
      const out = pending + pendingBytes.toString('utf8');
      pending = '';
      pendingBytes = Buffer.alloc(0);
      return out === '' ? '' : redact(out);
    },
  };
}

/** Text or bytes, as the held-back end is found in them. */
interface Sequence<T> {
  length: number;
  code(index: number): number;
  /** Whether the sequence ends with the first `length` units of `secret`. */
  endsWithStartOf(secret: T, length: number): boolean;
  indexOf(secret: T, from: number): number;
}

const textSequence = (text: string): Sequence<string> => ({
  length: text.length,
  code: (index) => text.charCodeAt(index),
  endsWithStartOf: (secret, length) => text.endsWith(secret.slice(0, length)),
  indexOf: (secret, from) => text.indexOf(secret, from),
});

const byteSequence = (bytes: Buffer): Sequence<Buffer> => ({
  length: bytes.length,
  code: (index) => bytes[index],
  endsWithStartOf: (secret, length) => bytes.compare(secret, 0, length, bytes.length - length) === 0,
  indexOf: (secret, from) => bytes.indexOf(secret, from),
});

/**
 * Where the held-back end begins: at most `longestHeldRun` key characters, read backwards, or an
 * end that begins a known value; never inside a known value that is there whole (it goes out whole).
 */
function heldFrom<T extends { length: number }>(text: Sequence<T>, known: readonly T[]): number {
  let held = text.length;
  while (held > 0 && text.length - held < longestHeldRun && isKeyCharacter(text.code(held - 1))) held--;
  for (const secret of known) {
    for (let length = Math.min(secret.length - 1, text.length); length > 0 && text.length - length < held; length--) {
      if (text.endsWithStartOf(secret, length)) held = text.length - length;
    }
  }
  for (let moved = true; moved; ) {
    moved = false;
    for (const secret of known) {
      const at = held > 0 ? text.indexOf(secret, Math.max(0, held - secret.length + 1)) : -1;
      if (at >= 0 && at < held) {
        held = at;
        moved = true;
      }
    }
  }
  return held;
}

/** `end`, moved back to the start of a UTF-8 character whose bytes are not all there yet. */
function wholeCharacters(bytes: Buffer, end: number): number {
  for (let start = end - 1; start >= 0 && start >= end - 3; start--) {
    const byte = bytes[start];
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return start + length > end ? start : end;
  }
  return end;
}
