export interface SnippetPiece {
  text: string;
  match: boolean;
}

/** Splits a search snippet into plain and matched pieces; the store marks matches as `[word]`. */
export function snippetPieces(snippet: string): SnippetPiece[] {
  const pieces: SnippetPiece[] = [];
  const pattern = /\[([^\]]*)\]/g;
  let last = 0;
  for (let match = pattern.exec(snippet); match; match = pattern.exec(snippet)) {
    if (match.index > last) pieces.push({ text: snippet.slice(last, match.index), match: false });
    pieces.push({ text: match[1], match: true });
    last = match.index + match[0].length;
  }
  if (last < snippet.length) pieces.push({ text: snippet.slice(last), match: false });
  return pieces;
}
