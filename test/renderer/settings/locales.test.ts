import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const features = join(import.meta.dirname, '../../../renderer/src/features');

/** Every key path of a nested strings object, as i18next reads them (`a.b.c`). */
function keysOf(strings: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** A plural form's key as the code names it: `tools_one` and `tools_other` are both `tools` (Chinese has only `_other`). */
const named = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const strings = (feature: string, language: string) => JSON.parse(readFileSync(join(features, feature, 'locales', `${language}.json`), 'utf8')) as Record<string, unknown>;

describe.each(['settings', 'first-run', 'worktrees', 'sessions', 'queue', 'composer'])('the %s strings', (feature) => {
  const english = keysOf(strings(feature, 'en'));

  it('are all translated into Simplified Chinese, with the same placeholders', () => {
    const chinese = strings(feature, 'zh-CN');
    expect([...new Set(keysOf(chinese).map(named))].sort()).toEqual([...new Set(english.map(named))].sort());
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const key of english.filter((key) => keysOf(chinese).includes(key))) {
      const at = (root: Record<string, unknown>) => key.split('.').reduce<unknown>((value, step) => (value as Record<string, unknown>)[step], root);
      expect(placeholders(at(chinese)), key).toEqual(placeholders(at(strings(feature, 'en'))));
    }
  });

  it('hold every key the feature names literally', () => {
    const sources = readdirSync(join(features, feature)).filter((file) => file.endsWith('.tsx'));
    const used = sources.flatMap((file) => [...readFileSync(join(features, feature, file), 'utf8').matchAll(/\bt\('([^']+)'/g)].map((match) => match[1]));
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((key) => !english.map(named).includes(key))).toEqual([]);
  });
});

it('hold every failure key the features name, in the settings strings where FailureText reads them', () => {
  const english = keysOf(strings('settings', 'en'));
  const used = ['settings', 'first-run'].flatMap((feature) =>
    readdirSync(join(features, feature))
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => [...readFileSync(join(features, feature, file), 'utf8').matchAll(/\bkey: '([^']+)'/g)].map((match) => match[1])),
  );
  expect(used).toContain('errors.notUrl');
  expect(used.filter((key) => !english.includes(key))).toEqual([]);
});
