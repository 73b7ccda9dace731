import type { Word } from './words.ts';
import type { Reason } from '../reasons.ts';

/** What the keys' commands are reported to: the inner-code analysis' runner. */
interface KeysRunner {
  script(script: Word, runner: string): void;
  hidden(reason: Reason): void;
}

/** The commands keys typed into less or more run, and the first key that makes the pager do something that cannot be judged. */
export interface PagerCommands {
  commands: string[];
  unjudged?: string;
}

const ESCAPE = '\u001b';
/** An arrow or function key: ESC [ … letter, ESC O letter, or ESC and one key. */
const ESCAPE_SEQUENCE = new RegExp(`^${ESCAPE}(?:\\[[\\d;]*[A-Za-z~]|O[A-Za-z]|.)?`);

/** Keys of less and more that run a command: `!cmd⏎`, `|` + mark + `cmd⏎`; keys that start an editor, write or open a file cannot be judged. */
export function pagerCommands(keys: string): PagerCommands {
  const commands: string[] = [];
  const untilEnter = (from: number): [string, number] => {
    const end = keys.slice(from).search(/[\r\n]/);
    return end < 0 ? [keys.slice(from), keys.length] : [keys.slice(from, from + end), from + end + 1];
  };
  for (let i = 0; i < keys.length; ) {
    const key = keys[i];
    if (key === '!' || key === '|') {
      const [command, next] = untilEnter(key === '|' ? i + 2 : i + 1);
      commands.push(command);
      i = next;
    } else if (key === '/' || key === '?' || key === '&') {
      i = untilEnter(i + 1)[1];
    } else if (key === 'm' || key === "'") {
      i += 2;
    } else if (key === ESCAPE) {
      const sequence = ESCAPE_SEQUENCE.exec(keys.slice(i));
      i += sequence ? sequence[0].length : 1;
    } else if ('vsE-_'.includes(key) || (key === ':' && /[eE]/.test(keys[i + 1] ?? ''))) {
      return { commands, unjudged: `\`${key}\` makes the pager open an editor, a file or a log` };
    } else {
      i++;
    }
  }
  return { commands };
}

/** Programs that are less, or hand their arguments to it. */
export const LESS_NAMES = new Set(['less', 'pager', 'sensible-pager']);

/**
 * less runs the keys of a `+keys` or `++keys` option (and of one in the LESS variable) as if typed
 * when it starts: `less '+!rm v' f` runs rm. Each command they run meets the rules; keys that cannot
 * be judged, or keys only known when the command runs, are hidden code.
 */
export function lessStartKeys(keys: Word, shown: string, run: KeysRunner): void {
  if (keys.dynamic) return run.hidden(`${shown} gives less keys to run that are only known when the command runs`);
  const typed = pagerCommands(keys.value);
  for (const command of typed.commands) run.script({ ...keys, value: command }, shown);
  if (typed.unjudged) run.hidden(`${shown}: ${typed.unjudged}`);
}

/** The start keys the LESS variable's options give (`-R +G`, `'+!cmd'`), from the first `+` option to the end. */
export function lessVariableKeys(value: string): string | undefined {
  const start = /(?:^|\s)\+\+?/.exec(value);
  return start ? value.slice(start.index + start[0].length) : undefined;
}
