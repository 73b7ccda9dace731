/** Quote removal as bash does it, one quoting style per function. */

const GLOB_CHARACTERS = new Set(['*', '?', '[', '{']);

/** An unquoted word: a backslash keeps the next character literal; reports whether a glob or brace character stays live. */
export function unquoteBare(text: string): { value: string; pattern: boolean } {
  let value = '';
  let pattern = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\' && i + 1 < text.length) {
      i++;
      if (text[i] !== '\n') value += text[i];
    } else {
      if (GLOB_CHARACTERS.has(char)) pattern = true;
      value += char;
    }
  }
  return { value, pattern };
}

const DOUBLE_QUOTE_ESCAPES = new Set(['$', '`', '"', '\\', '\n']);
const HEREDOC_ESCAPES = new Set(['$', '`', '\\', '\n']);

/** The literal text between double quotes: a backslash escapes only $ ` " \ and newline. */
export function unquoteDouble(text: string): string {
  return removeEscapes(text, DOUBLE_QUOTE_ESCAPES);
}

/** The body of a heredoc whose delimiter is unquoted: like double quotes, but \" stays as it is. */
export function unquoteHeredoc(text: string): string {
  return removeEscapes(text, HEREDOC_ESCAPES);
}

function removeEscapes(text: string, escapable: ReadonlySet<string>): string {
  let value = '';
  for (let i = 0; i < text.length; i++) {
    const next = text[i + 1];
    if (text[i] === '\\' && next !== undefined && escapable.has(next)) {
      i++;
      if (next !== '\n') value += next;
    } else {
      value += text[i];
    }
  }
  return value;
}

const ANSI_C_ESCAPES: Record<string, string> = {
  a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v',
  '\\': '\\', "'": "'", '"': '"', '?': '?',
};

/** The body of $'…' with its escapes decoded: \n, \xHH, \nnn (octal), \uHHHH, \UHHHHHHHH, \cX. */
export function decodeAnsiC(body: string): string {
  let value = '';
  let i = 0;
  const take = (pattern: RegExp): string => {
    const match = pattern.exec(body.slice(i));
    const digits = match ? match[0] : '';
    i += digits.length;
    return digits;
  };
  while (i < body.length) {
    const char = body[i++];
    if (char !== '\\' || i >= body.length) {
      value += char;
      continue;
    }
    const escape = body[i++];
    if (escape in ANSI_C_ESCAPES) value += ANSI_C_ESCAPES[escape];
    else if (/[0-7]/.test(escape)) value += String.fromCharCode(parseInt(escape + take(/^[0-7]{1,2}/), 8) & 0xff);
    else if (escape === 'x') value += hexCharacter(take(/^[0-9a-fA-F]{1,2}/), '\\x');
    else if (escape === 'u') value += hexCharacter(take(/^[0-9a-fA-F]{1,4}/), '\\u');
    else if (escape === 'U') value += hexCharacter(take(/^[0-9a-fA-F]{1,8}/), '\\U');
    else if (escape === 'c' && i < body.length) value += String.fromCharCode(body.charCodeAt(i++) & 0x1f);
    else value += '\\' + escape;
  }
  return value;
}

function hexCharacter(digits: string, escape: string): string {
  if (digits === '') return escape;
  const code = parseInt(digits, 16);
  return code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/**
 * The commands of the backtick substitutions in text that bash expands but tree-sitter leaves as text
 * (a heredoc body, the word of `${x:-…}`); undefined when a backtick is left open.
 */
export function backtickCommands(text: string): string[] | undefined {
  const commands: string[] = [];
  let open = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '`' && open < 0) open = i;
    else if (text[i] === '`') {
      commands.push(text.slice(open + 1, i).replace(/\\([$`\\])/g, '$1'));
      open = -1;
    }
  }
  return open < 0 ? commands : undefined;
}
