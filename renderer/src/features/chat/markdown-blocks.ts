const fence = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Splits markdown at blank lines outside code fences, so each finished block can be parsed once
 * and kept while a streaming message grows: only its last block changes from one delta to the next.
 * Each block keeps its trailing blank line, so the blocks joined give back the text.
 */
export function markdownBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current = '';
  let openFence: string | undefined;
  for (const line of text.split(/(?<=\n)/)) {
    const marker = fence.exec(line)?.[1];
    if (marker && openFence === undefined) openFence = marker;
    else if (marker && marker[0] === openFence?.[0] && marker.length >= openFence.length && line.trim() === marker) openFence = undefined;
    current += line;
    if (openFence === undefined && line.trim() === '' && current.trim() !== '') {
      blocks.push(current);
      current = '';
    }
  }
  if (current !== '') blocks.push(current);
  return blocks;
}
