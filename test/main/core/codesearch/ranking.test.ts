import { describe, expect, it } from 'vitest';
import { indexedProject, pathsOf } from './project-tree.ts';

const mentions = 'parseConfig(a); parseConfig(b); parseConfig(c);';
const body = Array.from({ length: 30 }, (_, line) => `  const step${line} = transform(text, ${line});`).join('\n');

describe('code search ranking', () => {
  it('ranks the definition of a symbol above files that only mention it', async () => {
    const { index } = indexedProject({
      'src/app.ts': `import { parseConfig } from './settings/load';\n${mentions}\n`,
      'src/settings/load.ts': `export function parseConfig(text: string) {\n${body}\n  return JSON.parse(text);\n}\n`,
      'src/other.ts': `${mentions}\n`,
    });
    const hits = await index.search('parseConfig', 10);
    expect(hits[0]).toMatchObject({ path: 'src/settings/load.ts', startLine: 1, endLine: 33, symbol: { name: 'parseConfig', line: 1 } });
    expect(pathsOf(hits)).toContain('src/app.ts');
  });

  it('finds a camelCase identifier by its separate words and a snake_case one by either spelling', async () => {
    const { index } = indexedProject({
      'a.ts': 'export function parseConfig() {}\n',
      'b.py': 'def load_user_profile(user_id):\n    pass\n',
      'c.txt': 'nothing to see\n',
    });
    expect(pathsOf(await index.search('parse config', 10))).toEqual(['a.ts']);
    expect(pathsOf(await index.search('config', 10))).toEqual(['a.ts']);
    expect(pathsOf(await index.search('user profile', 10))).toEqual(['b.py']);
    expect(pathsOf(await index.search('loadUserProfile', 10))[0]).toBe('b.py');
    expect((await index.search('load_user_profile', 10))[0]).toMatchObject({ path: 'b.py', symbol: { name: 'load_user_profile' } });
  });

  it('matches words of the path', async () => {
    const { index } = indexedProject({
      'src/billing/invoice-renderer.go': 'package billing\n\nfunc Render() {}\n',
      'src/other.go': 'package other\n\nfunc Render() {}\n',
    });
    expect(pathsOf(await index.search('invoice render', 10))[0]).toBe('src/billing/invoice-renderer.go');
  });

  it('finds definitions in several languages', async () => {
    const { index } = indexedProject({
      'lib.rs': 'pub struct TokenBucket {\n    capacity: u32,\n}\n',
      'Main.java': 'public class Main {\n    public static void runServer(String[] args) {\n    }\n}\n',
      'util.c': 'static int compute_checksum(const char *data, size_t n) {\n  return 0;\n}\n',
      'app.rb': 'class Greeter\n  def say_hello\n  end\nend\n',
      'index.php': '<?php\nfunction renderPage($page) {\n}\n',
      'service.kt': 'data class UserAccount(val id: Int)\n',
    });
    const symbolFor = async (query: string) => (await index.search(query, 1))[0]?.symbol?.name;
    expect(await symbolFor('TokenBucket')).toBe('TokenBucket');
    expect(await symbolFor('runServer')).toBe('runServer');
    expect(await symbolFor('compute checksum')).toBe('compute_checksum');
    expect(await symbolFor('say_hello')).toBe('say_hello');
    expect(await symbolFor('renderPage')).toBe('renderPage');
    expect(await symbolFor('user account')).toBe('UserAccount');
  });

  it('ranks places holding all the words above places holding one of them, and points at the lines', async () => {
    const filler = Array.from({ length: 120 }, (_, line) => `// line ${line + 1}`);
    filler[89] = 'const retryDelay = backoff(attempt); // retry with backoff';
    const { index } = indexedProject({
      'long.ts': filler.join('\n') + '\n',
      'retry.ts': 'export const retry = 1;\n',
      'backoff.ts': 'export const backoff = 2;\n',
    });
    const [best] = await index.search('retry backoff', 10);
    expect(best.path).toBe('long.ts');
    expect(best.startLine).toBeLessThanOrEqual(90);
    expect(best.endLine).toBeGreaterThanOrEqual(90);
    expect(best.snippet).toContainEqual({ line: 90, text: 'const retryDelay = backoff(attempt); // retry with backoff' });
  });

  it('keeps one file from flooding the results and honours the maximum', async () => {
    const many = Array.from({ length: 400 }, (_, line) => `widget(${line});`).join('\n');
    const files: Record<string, string> = { 'many.ts': many };
    for (let n = 0; n < 5; n++) files[`w${n}.ts`] = `export function widget${n}() { return widget; }\n`;
    const { index } = indexedProject(files);
    const hits = await index.search('widget', 50);
    expect(hits.filter((hit) => hit.path === 'many.ts')).toHaveLength(2);
    expect(await index.search('widget', 3)).toHaveLength(3);
  });
});
