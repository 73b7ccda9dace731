import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebSite, type WebSite } from '../../../../mocks/cloud/web-site.ts';
import { fetcher } from './fetch-fixture.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..', '..');
const folder = join(root, '..', 'shared', 'fixtures', 'web-pages');
const present = existsSync(folder);
if (!present) console.log(`skipped: ${folder} is absent (a clone outside the workspace has no ../shared)`);

const pageNames = present ? readdirSync(folder).filter((name) => existsSync(join(folder, name, 'source.html'))).sort() : [];

/** Words of letters and digits, lower-case, from Markdown whose link targets and images are dropped. */
function words(text: string): Map<string, number> {
  const plain = text.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ').replace(/\]\([^)]*\)/g, ' ');
  const counts = new Map<string, number>();
  for (const word of plain.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** How much of `part` (word by word, with repeats) `whole` holds. */
function covered(part: Map<string, number>, whole: Map<string, number>): number {
  let total = 0;
  let found = 0;
  for (const [word, count] of part) {
    total += count;
    found += Math.min(count, whole.get(word) ?? 0);
  }
  return total === 0 ? 1 : found / total;
}

function textOf(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
}

/** Distinctive pieces of the page's inline scripts (that its article does not quote). */
function scriptPieces(source: string, expectedText: string): string[] {
  const flatExpected = expectedText.replace(/\s+/g, '');
  return [...source.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1].replace(/\s+/g, ''))
    .filter((body) => body.length >= 60 && !body.startsWith('{') && !body.startsWith('['))
    .map((body) => body.slice(20, 60))
    .filter((piece) => !flatExpected.includes(piece));
}

let site: WebSite;
beforeAll(async () => {
  site = await startWebSite({ fixturesDir: folder });
});
afterAll(() => site?.close());

describe.skipIf(!present)('main content of real saved pages', () => {
  it('keeps the title and the main text and leaves scripts and navigation out, on at least 90% of the pages', { timeout: 300_000 }, async () => {
    expect(pageNames.length).toBeGreaterThan(90);
    const { page } = fetcher();
    const failures: string[] = [];
    const leaks: string[] = [];
    let scriptsChecked = 0;
    for (const name of pageNames) {
      const source = readFileSync(join(folder, name, 'source.html'), 'utf8');
      const expectedText = textOf(readFileSync(join(folder, name, 'expected.html'), 'utf8'));
      const metadata = JSON.parse(readFileSync(join(folder, name, 'expected-metadata.json'), 'utf8')) as { title?: string };
      const fetched = await page(`${site.url}/fixtures/${name}`);
      const flatContent = fetched.content.replace(/\s+/g, '');
      const pieces = scriptPieces(source, expectedText);
      scriptsChecked += pieces.length;
      leaks.push(...pieces.filter((piece) => flatContent.includes(piece)).map((piece) => `${name}: ${piece}`));
      const expected = words(expectedText);
      const got = words(fetched.content);
      const recall = covered(expected, got);
      const precision = covered(got, expected);
      const titleOk = !metadata.title || fetched.title?.replace(/\s+/g, ' ').trim() === metadata.title.replace(/\s+/g, ' ').trim();
      if (!titleOk || recall < 0.9 || precision < 0.8) {
        failures.push(`${name}: title ${titleOk ? 'ok' : `"${fetched.title}" ≠ "${metadata.title}"`}, recall ${recall.toFixed(2)}, precision ${precision.toFixed(2)}`);
      }
    }
    console.log(`saved pages: ${pageNames.length - failures.length} of ${pageNames.length} pass; ${scriptsChecked} inline scripts kept out\n${failures.map((line) => `  ${line}`).join('\n')}`);
    expect(scriptsChecked).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
    expect(failures.length).toBeLessThanOrEqual(pageNames.length * 0.1);
  });
});
