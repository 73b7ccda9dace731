const plainWord = /^[\w@%+=:,./-]+$/;

/** One argument as a POSIX shell would need it written: bare when safe, else single-quoted. */
export function shellQuote(argument: string): string {
  if (plainWord.test(argument)) return argument;
  return `'${argument.replace(/'/g, `'\\''`)}'`;
}

/** A command line as a person would type it, for permission rules and approval dialogs. */
export function shellCommand(argv: readonly string[]): string {
  return argv.map(shellQuote).join(' ');
}
