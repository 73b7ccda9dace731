import { z } from 'zod';

/** An absolute or relative folder path as the renderer sends it. */
export const folderPath = z.string().min(1).max(4096);

/** A store id (project, session). */
export const recordId = z.string().min(1).max(200);

/** How deep a JSON value sent over IPC may nest: a deeper one would exhaust the stack of a recursive validator. */
export const maxJsonDepth = 64;

/** Whether the value nests no deeper than `maxJsonDepth`, checked without recursion. */
export function nestsWithin(value: unknown, limit = maxJsonDepth): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return false;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return true;
}

/** A JSON object (a settings file's content), nesting at most `maxJsonDepth` deep. */
export const jsonObject = z
  .record(z.string().max(1000), z.unknown())
  .refine((value) => nestsWithin(value), `nests deeper than ${maxJsonDepth} levels`)
  .pipe(z.record(z.string(), z.json()));
