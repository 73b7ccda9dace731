import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

let lastTime = -1;
let lastRandom = new Uint8Array(10);

/**
 * A 26-character id that sorts by creation time (ULID layout: 48-bit milliseconds, 80 random
 * bits, Crockford base32). Ids made in the same millisecond increment the random part, so they
 * still sort in the order they were made.
 */
export function newId(now: number = Date.now()): string {
  if (now <= lastTime) {
    increment(lastRandom);
  } else {
    lastTime = now;
    lastRandom = new Uint8Array(randomBytes(10));
  }
  return encodeTime(lastTime) + encodeRandom(lastRandom);
}

function encodeTime(time: number): string {
  let out = '';
  let rest = time;
  for (let i = 0; i < 10; i++) {
    out = alphabet[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

/** 80 bits as two 40-bit halves, each exact in a double and eight base32 digits long. */
function encodeRandom(bytes: Uint8Array): string {
  return encode40(bytes, 0) + encode40(bytes, 5);
}

function encode40(bytes: Uint8Array, start: number): string {
  let value = 0;
  for (let i = start; i < start + 5; i++) value = value * 256 + bytes[i];
  let out = '';
  for (let i = 0; i < 8; i++) {
    out = alphabet[value % 32] + out;
    value = Math.floor(value / 32);
  }
  return out;
}

function increment(bytes: Uint8Array): void {
  for (let i = bytes.length - 1; i >= 0; i--) {
    bytes[i] = (bytes[i] + 1) & 0xff;
    if (bytes[i] !== 0) return;
  }
}
