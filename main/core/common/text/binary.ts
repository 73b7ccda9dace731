const NON_PRINTABLE_SHARE = 0.3;

/** Binary by the usual rule: a NUL byte, or more than 30% control bytes (other than whitespace) in the sample. */
export function looksBinary(sample: Uint8Array): boolean {
  if (sample.length === 0) return false;
  if (sample.indexOf(0) !== -1) return true;
  let nonPrintable = 0;
  for (let i = 0; i < sample.length; i++) if (isControl(sample[i])) nonPrintable++;
  return nonPrintable / sample.length > NON_PRINTABLE_SHARE;
}

function isControl(byte: number): boolean {
  const whitespace = byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c || byte === 0x08 || byte === 0x1b;
  return (byte < 0x20 && !whitespace) || byte === 0x7f;
}
