/**
 * Characters that make text read differently than a program takes it: bidi controls that reorder
 * what follows them, zero-width and other invisible characters, control characters (`\r` moving the
 * cursor back, the escape that starts an ANSI sequence), spaces that are not plain spaces, letters of
 * another script that look like Latin ones in a Latin word (`сurl` with a Cyrillic `с`), and long runs
 * of blanks that push the rest of a line out of view. The approval dialog and the CLI show them as
 * marks; the permission service puts a command holding them to the person.
 */

/** Why a character does not show as what it is. */
export type HiddenClass = 'bidi' | 'invisible' | 'control' | 'space';

export type TextPiece =
  | { kind: 'text'; text: string }
  /** A character that does not show as itself, by its code point (`U+202E`) and its name. */
  | { kind: 'hidden'; text: string; code: string; name: string; class: HiddenClass }
  /** A letter of another script inside a Latin word that looks like a Latin letter. */
  | { kind: 'lookAlike'; text: string; code: string; name: string }
  /** A run of blanks long enough to push what follows out of view, inside a line (not its indentation). */
  | { kind: 'blanks'; text: string; count: number };

const named: Readonly<Record<number, readonly [string, HiddenClass]>> = {
  0x00: ['null', 'control'],
  0x07: ['bell', 'control'],
  0x08: ['backspace', 'control'],
  0x0b: ['vertical tab', 'control'],
  0x0c: ['form feed', 'control'],
  0x0d: ['carriage return: moves the cursor back to the start of the line', 'control'],
  0x1b: ['escape: starts a terminal control sequence', 'control'],
  0x7f: ['delete', 'control'],
  0x9b: ['control sequence introducer', 'control'],
  0xa0: ['no-break space', 'space'],
  0xad: ['soft hyphen', 'invisible'],
  0x34f: ['combining grapheme joiner', 'invisible'],
  0x61c: ['Arabic letter mark', 'bidi'],
  0x115f: ['Hangul choseong filler', 'invisible'],
  0x1160: ['Hangul jungseong filler', 'invisible'],
  0x180e: ['Mongolian vowel separator', 'invisible'],
  0x200b: ['zero-width space', 'invisible'],
  0x200c: ['zero-width non-joiner', 'invisible'],
  0x200d: ['zero-width joiner', 'invisible'],
  0x200e: ['left-to-right mark', 'bidi'],
  0x200f: ['right-to-left mark', 'bidi'],
  0x2028: ['line separator', 'control'],
  0x2029: ['paragraph separator', 'control'],
  0x202a: ['left-to-right embedding', 'bidi'],
  0x202b: ['right-to-left embedding', 'bidi'],
  0x202c: ['pop directional formatting', 'bidi'],
  0x202d: ['left-to-right override', 'bidi'],
  0x202e: ['right-to-left override: shows what follows reversed', 'bidi'],
  0x202f: ['narrow no-break space', 'space'],
  0x205f: ['medium mathematical space', 'space'],
  0x2060: ['word joiner', 'invisible'],
  0x2061: ['function application', 'invisible'],
  0x2062: ['invisible times', 'invisible'],
  0x2063: ['invisible separator', 'invisible'],
  0x2064: ['invisible plus', 'invisible'],
  0x2066: ['left-to-right isolate', 'bidi'],
  0x2067: ['right-to-left isolate', 'bidi'],
  0x2068: ['first strong isolate', 'bidi'],
  0x2069: ['pop directional isolate', 'bidi'],
  0x3000: ['ideographic space', 'space'],
  0x3164: ['Hangul filler', 'invisible'],
  0xfeff: ['zero-width no-break space (byte order mark)', 'invisible'],
  0xffa0: ['halfwidth Hangul filler', 'invisible'],
};

function hiddenKind(code: number): readonly [string, HiddenClass] | undefined {
  const known = named[code];
  if (known) return known;
  if (code < 0x20 && code !== 0x09 && code !== 0x0a) return ['control character', 'control'];
  if (code >= 0x80 && code <= 0x9f) return ['C1 control character', 'control'];
  if (code >= 0x2000 && code <= 0x200a) return ['space of another width', 'space'];
  if (code >= 0xfff9 && code <= 0xfffb) return ['interlinear annotation character', 'invisible'];
  if (code >= 0xe0000 && code <= 0xe007f) return ['tag character', 'invisible'];
  if (code >= 0xe0100 && code <= 0xe01ef) return ['variation selector', 'invisible'];
  return undefined;
}

/** Cyrillic and Greek letters drawn like a Latin letter, with the letter they pass for. */
const lookAlikes: Readonly<Record<string, readonly [string, string]>> = {
  а: ['a', 'Cyrillic'], е: ['e', 'Cyrillic'], о: ['o', 'Cyrillic'], р: ['p', 'Cyrillic'], с: ['c', 'Cyrillic'], у: ['y', 'Cyrillic'],
  х: ['x', 'Cyrillic'], і: ['i', 'Cyrillic'], ј: ['j', 'Cyrillic'], ѕ: ['s', 'Cyrillic'], ԁ: ['d', 'Cyrillic'], ԛ: ['q', 'Cyrillic'],
  ԝ: ['w', 'Cyrillic'], һ: ['h', 'Cyrillic'], ӏ: ['l', 'Cyrillic'], А: ['A', 'Cyrillic'], В: ['B', 'Cyrillic'], Е: ['E', 'Cyrillic'],
  К: ['K', 'Cyrillic'], М: ['M', 'Cyrillic'], Н: ['H', 'Cyrillic'], О: ['O', 'Cyrillic'], Р: ['P', 'Cyrillic'], С: ['C', 'Cyrillic'],
  Т: ['T', 'Cyrillic'], Х: ['X', 'Cyrillic'], І: ['I', 'Cyrillic'], Ј: ['J', 'Cyrillic'], Ѕ: ['S', 'Cyrillic'],
  α: ['a', 'Greek'], ο: ['o', 'Greek'], ν: ['v', 'Greek'], ρ: ['p', 'Greek'], ι: ['i', 'Greek'], κ: ['k', 'Greek'],
  Α: ['A', 'Greek'], Β: ['B', 'Greek'], Ε: ['E', 'Greek'], Ζ: ['Z', 'Greek'], Η: ['H', 'Greek'], Ι: ['I', 'Greek'], Κ: ['K', 'Greek'],
  Μ: ['M', 'Greek'], Ν: ['N', 'Greek'], Ο: ['O', 'Greek'], Ρ: ['P', 'Greek'], Τ: ['T', 'Greek'], Υ: ['Y', 'Greek'], Χ: ['X', 'Greek'],
};

/** Blanks in a row inside a line from which on they are folded into one mark. */
const longBlankRun = 16;

/** Printable ASCII, tabs and line breaks: text that holds no hidden character nor look-alike letter, told without cutting it up. */
const plainAscii = /^[\t\n\x20-\x7e]*$/;

const codeOf = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const isLatinLetter = (char: string) => /\p{Script=Latin}/u.test(char);
const isLetter = (char: string) => /\p{L}/u.test(char);
const isPictographic = (char: string | undefined) => char !== undefined && /\p{Extended_Pictographic}/u.test(char);
/** Emoji modifiers and presentation selectors that sit between an emoji and a joiner. */
const isEmojiModifier = (char: string) => {
  const code = char.codePointAt(0)!;
  return code === 0xfe0e || code === 0xfe0f || (code >= 0x1f3fb && code <= 0x1f3ff);
};

/**
 * A joiner that does its ordinary job: between emoji (`👩‍💻`), or between letters of a script that
 * joins them (Persian, Indic scripts), where it is text and not a trick.
 */
function isOrdinaryJoiner(chars: readonly string[], at: number): boolean {
  const code = chars[at].codePointAt(0);
  if (code !== 0x200c && code !== 0x200d) return false;
  let before = at - 1;
  while (before >= 0 && isEmojiModifier(chars[before])) before -= 1;
  const previous = chars[before];
  const next = chars[at + 1];
  if (isPictographic(previous) && isPictographic(next)) return true;
  const joinsLetters = (char: string | undefined) => char !== undefined && isLetter(char) && !isLatinLetter(char);
  return joinsLetters(previous) && joinsLetters(next);
}

/** The look-alike letters of a word that mixes Latin letters with letters of another script drawn the same. */
function lookAlikesIn(word: readonly string[]): Set<number> {
  const found = new Set<number>();
  if (!word.some(isLatinLetter)) return found;
  word.forEach((char, index) => {
    if (lookAlikes[char]) found.add(index);
  });
  return found;
}

/** The text cut into plain runs and the pieces that must be shown as marks, in order. */
export function piecesOf(text: string): TextPiece[] {
  const chars = [...text];
  const pieces: TextPiece[] = [];
  const plain = (char: string) => {
    const last = pieces.at(-1);
    if (last?.kind === 'text') last.text += char;
    else pieces.push({ kind: 'text', text: char });
  };
  const lookAlikeAt = new Set<number>();
  for (let start = 0; start < chars.length; ) {
    let end = start;
    while (end < chars.length && /[\p{L}\p{M}]/u.test(chars[end])) end += 1;
    if (end === start) {
      start += 1;
      continue;
    }
    for (const index of lookAlikesIn(chars.slice(start, end))) lookAlikeAt.add(start + index);
    start = end;
  }
  let lineStart = true;
  for (let at = 0; at < chars.length; at += 1) {
    const char = chars[at];
    if (char === ' ' || char === '\t') {
      let end = at;
      while (end < chars.length && (chars[end] === ' ' || chars[end] === '\t')) end += 1;
      const run = chars.slice(at, end).join('');
      if (!lineStart && run.length >= longBlankRun) pieces.push({ kind: 'blanks', text: run, count: run.length });
      else plain(run);
      at = end - 1;
      continue;
    }
    lineStart = char === '\n';
    const hidden = hiddenKind(char.codePointAt(0)!);
    if (hidden && !isOrdinaryJoiner(chars, at)) {
      pieces.push({ kind: 'hidden', text: char, code: codeOf(char), name: hidden[0], class: hidden[1] });
    } else if (lookAlikeAt.has(at)) {
      const [latin, script] = lookAlikes[char];
      pieces.push({ kind: 'lookAlike', text: char, code: codeOf(char), name: `${script} letter that looks like the Latin ${latin}` });
    } else {
      plain(char);
    }
  }
  return pieces;
}

/** Whether text holds characters that do not show as they are or pass for others (long blank runs aside: those are only folded). */
export function holdsHiddenCharacters(text: string): boolean {
  return !plainAscii.test(text) && piecesOf(text).some((piece) => piece.kind === 'hidden' || piece.kind === 'lookAlike');
}

/**
 * The text with its marks written out, for a terminal or a tooltip: `<U+202E>`, `с<U+0441>`,
 * `<40 blanks>`. Nothing in it moves the cursor, reorders the line or hides.
 */
export function escapedText(text: string): string {
  return piecesOf(text)
    .map((piece) => {
      switch (piece.kind) {
        case 'text':
          return piece.text;
        case 'hidden':
          return `<${piece.code}>`;
        case 'lookAlike':
          return `${piece.text}<${piece.code}>`;
        case 'blanks':
          return `<${piece.count} blanks>`;
      }
    })
    .join('');
}

/**
 * Why a command must be put to the person: it holds bidi controls, invisible or control characters
 * (which can make the line the person reads differ from the one that runs), or a program name with
 * look-alike letters; named by code point, never by the characters themselves.
 */
export function hiddenCharactersReason(command: string, programs: readonly string[]): string | undefined {
  if (plainAscii.test(command)) return undefined;
  const hidden = piecesOf(command).filter((piece): piece is Extract<TextPiece, { kind: 'hidden' }> => piece.kind === 'hidden' && piece.class !== 'space');
  const named = [...new Map(hidden.map((piece) => [piece.code, `${piece.code} (${piece.name.split(':')[0]})`])).values()];
  const reasons: string[] = [];
  if (named.length > 0) reasons.push(`the command holds characters that do not show as they run: ${named.join(', ')}`);
  for (const program of new Set(programs)) {
    const letters = piecesOf(program).filter((piece) => piece.kind === 'lookAlike');
    if (letters.length > 0) reasons.push(`the program name ${escapedText(program)} has look-alike letters: ${letters.map((piece) => `${piece.code} (${piece.name})`).join(', ')}`);
  }
  return reasons.length === 0 ? undefined : reasons.join('; ');
}
