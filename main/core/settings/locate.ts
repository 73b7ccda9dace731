import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import type { IssuePath } from '../common/validation/describe.ts';
import { pointAt } from '../common/validation/point-at.ts';
import type { TextPlace } from './problem.ts';

/** Finds where things are in a settings text; the syntax tree is built only if a field is asked for. */
export interface TextLocator {
  atOffset(offset: number): TextPlace;
  /** Where the value at `path` starts, or its nearest enclosing value that exists. */
  atPath(path: IssuePath): TextPlace;
}

export function textLocator(text: string): TextLocator {
  let tree: Node | undefined;
  const atOffset = (offset: number): TextPlace => {
    const { line, column } = pointAt(text, offset);
    return { line, column };
  };
  return {
    atOffset,
    atPath(path) {
      tree ??= parseTree(text, [], { allowTrailingComma: true });
      const segments = path.map((key) => (typeof key === 'number' ? key : String(key)));
      for (let length = segments.length; tree && length >= 0; length--) {
        const node = findNodeAtLocation(tree, segments.slice(0, length));
        if (node) return atOffset(node.offset);
      }
      return atOffset(0);
    },
  };
}
