import { splitArguments } from './split-arguments.ts';

export interface ArgumentValues {
  /** Everything after the command's name, as typed. */
  text: string;
  /** Names of `arguments:` in a skill's frontmatter, for `$name`, in order. */
  names?: readonly string[];
  /** `${CLAUDE_SKILL_DIR}`, `${CLAUDE_PROJECT_DIR}`… and their values. */
  variables?: Readonly<Record<string, string>>;
}

const indexed = /\$ARGUMENTS\[(\d+)\]|\$(\d+)/g;
const whole = /\$ARGUMENTS\b(?!\[)/g;
const variable = /\$\{(CLAUDE_[A-Z_]+)\}/g;

/**
 * Fills a body's placeholders: `$ARGUMENTS` is the whole string; `$ARGUMENTS[N]` and `$N` one word
 * (quotes keep words together). Numbering follows the body: when it uses `$0` or `$ARGUMENTS[`,
 * it is the current one (`$0` is the first word); otherwise the legacy one (`$1` is the first word).
 * A body with no argument placeholder gets the arguments appended as `ARGUMENTS: …`.
 */
export function substituteArguments(body: string, values: ArgumentValues): string {
  const words = splitArguments(values.text);
  const firstIndex = /\$0(?!\d)|\$ARGUMENTS\[/.test(body) ? 0 : 1;
  const named = new Map((values.names ?? []).map((name, index) => [name, words[index] ?? '']));
  let placeholders = 0;
  let text = body.replace(indexed, (_, bracketed: string | undefined, bare: string | undefined) => {
    placeholders++;
    const index = Number(bracketed ?? bare) - (bracketed === undefined ? firstIndex : 0);
    return words[index] ?? '';
  });
  text = text.replace(whole, () => {
    placeholders++;
    return values.text;
  });
  if (named.size > 0) {
    const names = [...named.keys()].map((name) => name.replace(/[^\w-]/g, '')).filter(Boolean);
    text = text.replace(new RegExp(`\\$(${names.join('|')})\\b`, 'g'), (_, name: string) => {
      placeholders++;
      return named.get(name) ?? '';
    });
  }
  text = text.replace(variable, (written, name: string) => values.variables?.[name] ?? written);
  const argumentText = values.text.trim();
  return placeholders === 0 && argumentText !== '' ? `${text.trimEnd()}\n\nARGUMENTS: ${argumentText}` : text;
}
