const NON_PRINTABLE_SHARE = 0.3;

/** Binary by the usual rule: a NUL byte, or more than 30% control bytes (other than whitespace) in the sample. */
export function looksBinary(sample: Uint8Array): boolean {
  if (sample.length === 0) return false;
  let nonPrintable = 0;
  // An indexed loop that looks closer only at the bytes below 0x20 and DEL: several times quicker than `for…of` with a call a byte.
  for (let at = 0; at < sample.length; at++) {
    const byte = sample[at];
    if (byte >= 0x20 && byte !== 0x7f) continue;
    if (byte === 0) return true;
    if (isControl(byte)) nonPrintable++;
  }
  return nonPrintable / sample.length > NON_PRINTABLE_SHARE;
}

function isControl(byte: number): boolean {
  const whitespace = byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c || byte === 0x08 || byte === 0x1b;
  return (byte < 0x20 && !whitespace) || byte === 0x7f;
}
