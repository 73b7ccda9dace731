/** The little of a DOM node that turning it into text needs (linkedom's nodes have it). */
export interface TextNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  childNodes: ArrayLike<TextNode>;
}

/** Blocks set apart by a blank line. */
const paragraphElements = new Set('BLOCKQUOTE DL FIGURE H1 H2 H3 H4 H5 H6 HR OL P PRE TABLE UL'.split(' '));
/** Blocks that start a new line. */
const lineElements = new Set(
  'ADDRESS ARTICLE ASIDE BR DD DETAILS DIV DT FIELDSET FIGCAPTION FOOTER FORM HEADER LI MAIN NAV SECTION SUMMARY TR'.split(' '),
);
const cellElements = new Set(['TD', 'TH']);
const elementNode = 1;
const textNode = 3;
const documentNode = 9;
const fragmentNode = 11;

/** Stand-ins (private-use characters) for breaks while walking; a run of them becomes one line break, or a blank line if it holds a paragraph break. */
const lineBreak = '\uE001';
const paragraphBreak = '\uE002';

/** Readable text of an element: a line per block, a blank line around paragraphs, cells apart by tabs, `<pre>` as it is. */
export function plainText(root: TextNode): string {
  const parts: string[] = [];
  walk(root, parts, false);
  return parts
    .join('')
    .replace(/[ \t\n]*[\uE001\uE002](?:[ \t\n]*[\uE001\uE002])*/g, (run) => (run.includes(paragraphBreak) ? '\n\n' : '\n'))
    .trim();
}

function walk(node: TextNode, parts: string[], preformatted: boolean): void {
  if (node.nodeType === textNode) {
    const text = (node.nodeValue ?? '').replace(/[\uE001\uE002]/g, '');
    if (preformatted) parts.push(text);
    else {
      const flat = text.replace(/\s+/g, ' ');
      parts.push(atLineStart(parts) ? flat.trimStart() : flat);
    }
    return;
  }
  if (![elementNode, documentNode, fragmentNode].includes(node.nodeType)) return;
  const name = node.nodeName.toUpperCase();
  const edge = paragraphElements.has(name) ? paragraphBreak : lineElements.has(name) ? lineBreak : '';
  parts.push(edge);
  if (cellElements.has(name) && !atLineStart(parts)) parts.push('\t');
  const inPre = preformatted || name === 'PRE';
  for (let index = 0; index < node.childNodes.length; index++) walk(node.childNodes[index], parts, inPre);
  parts.push(edge);
}

function atLineStart(parts: readonly string[]): boolean {
  const last = parts.findLast((part) => part !== '');
  return last === undefined || /[\uE001\uE002\t]$/.test(last);
}
