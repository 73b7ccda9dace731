import { readdirSync, readFileSync } from 'node:fs';

/** Live (non-zombie) processes whose environment carries this shell id: what a call left behind. */
export function survivors(shellId: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const environ = readFileSync(`/proc/${name}/environ`, 'latin1');
      if (!environ.includes(`DEFT_SHELL_ID=${shellId}\0`)) continue;
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      if (stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z') found.push(Number(name));
    } catch {
      // Gone while we looked.
    }
  }
  return found;
}
