import { describe, expect, it } from 'vitest';

/**
 * A red team's forms judged by the permission engine: each held one must not be allowed (`it`), each
 * open one is kept as `it.fails` with what would close it, so that closing it turns the test red
 * until it is moved to the held forms.
 */
export function attackSuites(
  title: string,
  verdictOf: (command: string) => Promise<unknown>,
  forms: { held: readonly string[]; open: ReadonlyArray<readonly [string, string]> },
): void {
  describe(`${title}, forms that held`, () => {
    for (const command of forms.held) {
      it(`${command} is not allowed`, async () => expect(await verdictOf(command), command).not.toMatchObject({ behavior: 'allow' }));
    }
  });
  // A suite of no tests fails: once every open form is closed, there is none.
  if (forms.open.length === 0) return;
  describe(`${title}, forms that get through (open)`, () => {
    for (const [command, fix] of forms.open) {
      it.fails(`${command} is not allowed (fix: ${fix})`, async () => expect(await verdictOf(command), command).not.toMatchObject({ behavior: 'allow' }));
    }
  });
}
