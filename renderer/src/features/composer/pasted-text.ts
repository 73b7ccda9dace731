/** A paste longer than either of these becomes an attachment of the prompt rather than text in the box. */
export const largePaste = { characters: 2000, lines: 40 };

export function lineCount(text: string): number {
  return text.replace(/\r?\n$/, '').split(/\r?\n/).length;
}

export function isLargePaste(text: string): boolean {
  return text.length > largePaste.characters || lineCount(text) > largePaste.lines;
}

/** How a pasted text travels inside the prompt's text: marked, so the model and the conversation both know where it starts and ends. */
const open = (lines: number) => `<pasted_text lines="${lines}">`;
const close = '</pasted_text>';
const marked = /<pasted_text lines="(\d+)">\n([\s\S]*?)\n<\/pasted_text>/g;

/** The prompt as sent: what was typed, then each pasted text, marked. */
export function promptWithPastes(typed: string, pastes: readonly string[]): string {
  const blocks = pastes.map((paste) => {
    const text = paste.replace(/\r\n/g, '\n').replace(/\n$/, '');
    return `${open(lineCount(text))}\n${text}\n${close}`;
  });
  return [typed, ...blocks].filter((block) => block !== '').join('\n\n');
}

export type PromptSegment = { kind: 'text'; text: string } | { kind: 'pasted'; text: string; lines: number };

/** A sent prompt in the pieces the conversation shows: typed text as it is, each pasted text on its own. */
export function promptSegments(prompt: string): PromptSegment[] {
  const segments: PromptSegment[] = [];
  let from = 0;
  const typed = (text: string) => {
    const trimmed = text.trim();
    if (trimmed) segments.push({ kind: 'text', text: trimmed });
  };
  for (const match of prompt.matchAll(marked)) {
    typed(prompt.slice(from, match.index));
    segments.push({ kind: 'pasted', text: match[2], lines: Number(match[1]) });
    from = match.index + match[0].length;
  }
  if (segments.length === 0) return [{ kind: 'text', text: prompt }];
  typed(prompt.slice(from));
  return segments;
}

/** A sent prompt taken apart again for a prompt box: the typed text for the box, the pasted texts for its chips. */
export function splitPastes(prompt: string): { typed: string; pastes: string[] } {
  const segments = promptSegments(prompt);
  return {
    typed: segments.flatMap((segment) => (segment.kind === 'text' ? [segment.text] : [])).join('\n\n'),
    pastes: segments.flatMap((segment) => (segment.kind === 'pasted' ? [segment.text] : [])),
  };
}
