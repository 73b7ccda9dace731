import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface LaunchPage {
  /** The `file://` address to give the opener: it holds no token. */
  address: string;
  remove(): void;
}

/**
 * A page that sends the browser on to `url` (the server's address with its token), for the
 * opener to open instead of `url` itself: a program's arguments are there for every user of the
 * machine to read (`ps`, `/proc/<pid>/cmdline`), and a browser the opener starts keeps them as
 * long as it runs. The page is the person's alone (0600, in a new 0700 folder under `dir`, which
 * is theirs, not /tmp that a sandboxed browser may not see) and goes when the server stops.
 */
export function writeLaunchPage(dir: string, url: string): LaunchPage {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const folder = mkdtempSync(join(dir, 'web-'));
  const file = join(folder, 'open.html');
  const href = escapeAttribute(url);
  writeFileSync(
    file,
    `<!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${href}"><title>Deft</title><a href="${href}">Open Deft</a>\n`,
    { mode: 0o600 },
  );
  return { address: pathToFileURL(file).href, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
