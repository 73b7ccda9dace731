import { asIs } from './confine.ts';
import { launch } from './launch.ts';

/** The program that opens a URL in the person's default browser, by platform. */
function opener(url: string, platform: NodeJS.Platform) {
  if (platform === 'darwin') return { file: 'open', args: [url] };
  // Not `cmd /c start`: cmd would read `&` and `^` in the URL as its own syntax.
  if (platform === 'win32') return { file: 'rundll32', args: ['url.dll,FileProtocolHandler', url] };
  return { file: 'xdg-open', args: [url] };
}

/** Opens `url` in the default browser; answers whether the opener ran and said it did. */
export function openInBrowser(url: string, platform: NodeJS.Platform = process.platform): Promise<boolean> {
  return new Promise((resolve) => {
    let child;
    try {
      child = launch({ program: asIs(opener(url, platform)), cwd: process.cwd(), stdin: 'ignore' });
    } catch {
      return resolve(false);
    }
    child.stdout.resume();
    child.stderr.resume();
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}
