import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else a browser Playwright downloaded itself. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', safeDownloadedPath()];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) {
    throw new Error('No Chromium found: set CHROMIUM_PATH or install chromium (apt-get install -y chromium).');
  }
  return found;
}

function safeDownloadedPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}
