/** How a text file's bytes are to be decoded, and how many bytes of byte order mark precede the text. */
export interface TextEncoding {
  label: 'utf-8' | 'utf-16le' | 'utf-16be';
  bomLength: number;
}

/** From the first bytes of a file: a BOM if there is one, else UTF-16 recognised by its zero bytes, else UTF-8. */
export function detectEncoding(head: Uint8Array): TextEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { label: 'utf-8', bomLength: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { label: 'utf-16le', bomLength: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { label: 'utf-16be', bomLength: 2 };
  const zeros = zeroBytesByParity(head);
  const pairs = Math.floor(head.length / 2);
  // Mostly-ASCII UTF-16 has a zero in (nearly) every other byte and none in between.
  if (pairs >= 2 && zeros.odd >= pairs * 0.4 && zeros.even === 0) return { label: 'utf-16le', bomLength: 0 };
  if (pairs >= 2 && zeros.even >= pairs * 0.4 && zeros.odd === 0) return { label: 'utf-16be', bomLength: 0 };
  return { label: 'utf-8', bomLength: 0 };
}

function zeroBytesByParity(bytes: Uint8Array): { even: number; odd: number } {
  let even = 0;
  let odd = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== 0) continue;
    if (i % 2 === 0) even++;
    else odd++;
  }
  return { even, odd };
}

/** The encoding as a note for the model, or nothing for plain UTF-8. */
export function describeEncoding(encoding: TextEncoding): string | undefined {
  if (encoding.label === 'utf-8') return encoding.bomLength ? 'UTF-8 with a byte order mark' : undefined;
  const name = encoding.label === 'utf-16le' ? 'UTF-16 LE' : 'UTF-16 BE';
  return encoding.bomLength ? `${name} with a byte order mark` : name;
}
