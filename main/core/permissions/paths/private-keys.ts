import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** How much of a file is read to tell a private key: every format below says so in its first bytes. */
const HEAD_BYTES = 4096;

/** PEM private keys of every kind (`RSA`, `EC`, `OPENSSH`, `ENCRYPTED`, PKCS#8's bare one), PGP secret keys, PuTTY keys. */
const TEXT_KEY = /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|^PuTTY-User-Key-File-\d+:/m;

/**
 * Whether a regular file holds a private key or a key store, by its first bytes: a PEM or PuTTY key, a
 * Java key store (`FEEDFEED`, `CECECECE`), or a DER structure that opens with a small version number
 * (PKCS#1, PKCS#8 and SEC1 private keys, PKCS#12 stores; a certificate opens with a sequence instead).
 * Never through a link; a file that cannot be read holds none that could be read.
 */
export function holdsPrivateKey(path: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    if (!fstatSync(fd).isFile()) return false;
    const head = Buffer.alloc(HEAD_BYTES);
    const length = readSync(fd, head, 0, HEAD_BYTES, 0);
    return isPrivateKey(head.subarray(0, length));
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function isPrivateKey(head: Buffer): boolean {
  if (head.length >= 4 && [0xfeedfeed, 0xcececece].includes(head.readUInt32BE(0))) return true;
  if (isDerKey(head)) return true;
  return TEXT_KEY.test(head.toString('latin1'));
}

/** `SEQUENCE { INTEGER 0, 1 or 3, … }` in DER: the length in one, two or three bytes, then the version. */
function isDerKey(head: Buffer): boolean {
  if (head[0] !== 0x30) return false;
  const lengthBytes = head[1] < 0x80 ? 0 : head[1] - 0x80;
  if (lengthBytes > 2) return false;
  const at = 2 + lengthBytes;
  return head[at] === 0x02 && head[at + 1] === 0x01 && [0x00, 0x01, 0x03].includes(head[at + 2]);
}
