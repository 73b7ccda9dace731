import type { OptionGrammar, ParsedOptions } from './option-grammar.ts';
import type { Word } from './words.ts';

/** sqlite3's options are whole words (`-init`, `-cmd`, `-batch`), never clusters of letters; these take a value. */
const SQLITE_VALUE_OPTIONS = ['-init', '-cmd', '-separator', '-newline', '-nullvalue', '-vfs', '-maxsize', '-mmap', '-pagecache', '-lookaside', '-heap', '-nonce', '-escape'];
const SQLITE_FLAGS = ['-batch', '-bail', '-echo', '-header', '-noheader', '-interactive', '-readonly', '-safe', '-json', '-csv', '-line', '-list', '-html', '-box', '-table', '-markdown', '-column', '-quote', '-tabs', '-ascii', '-memtrace', '-stats', '-version', '-help', '-append', '-deserialize', '-nofollow', '-zip', '-A', '-unsafe-testing'];

export const SQLITE_GRAMMAR: OptionGrammar = { withValue: SQLITE_VALUE_OPTIONS, wholeWords: [...SQLITE_VALUE_OPTIONS, ...SQLITE_FLAGS], permute: true };

/**
 * The lines sqlite3 runs, from its words parsed by `SQLITE_GRAMMAR`: each `-cmd` value (run first),
 * then each operand after the database, as written.
 */
export function sqliteLines(parsed: ParsedOptions): Word[] {
  const commands = parsed.options.flatMap((option) => (option.name === '-cmd' && option.value ? [option.value] : []));
  return [...commands, ...parsed.operands.slice(1)];
}

/** A dot command line's name as written (any start of the full name: `.sh`) and the text after it; undefined for SQL. */
export function dotCommandOf(line: string): { name: string; rest: string } | undefined {
  const command = /^\s*\.(\w+)\s*([\s\S]*)$/.exec(line);
  return command ? { name: command[1], rest: command[2] } : undefined;
}

/**
 * The dot commands that write the file their last word names: `.backup`/`.save` a copy of the
 * database, `.clone` a new one, `.once`/`.output` the results, `.log`/`.trace` a log, `.open` the
 * database it makes. Any start of the name is the command (sqlite3 takes `.bac`, `.o`).
 */
const WRITING_DOT_COMMANDS = ['backup', 'save', 'clone', 'once', 'output', 'log', 'trace', 'open'];
/** Last words that name no file: a stream, logging off, or a command the output is piped to (`|cmd`, read as a command elsewhere). */
const NO_FILE = /^(?:stdout|stderr|off|\|.*|)$/;

/** The file a dot command line writes, or undefined. */
export function sqliteDotWrite(line: string): string | undefined {
  const command = dotCommandOf(line);
  if (!command || !WRITING_DOT_COMMANDS.some((name) => name.startsWith(command.name))) return undefined;
  const words = (command.rest.match(/'[^']*'|"[^"]*"|\S+/g) ?? []).map((word) => word.replace(/^(['"])([\s\S]*)\1$/, '$2')).filter((word) => !word.startsWith('-'));
  const file = words.at(-1) ?? '';
  return NO_FILE.test(file) ? undefined : file;
}

/** SQL that runs a program or opens a file by name: the shell's edit() and readfile()/writefile(), extensions, ATTACH and VACUUM INTO. */
export const SQL_REACHING_FILES = /\b(?:edit|readfile|writefile|load_extension)\s*\(|\battach\b|\bvacuum\b[\s\S]*\binto\b/i;
