import type { Dirent } from 'node:fs';
import { readdir, readlink } from 'node:fs/promises';
import { join, matchesGlob } from 'node:path';

/** Folders left out unless listed by their own path: they are large and rarely what the model wants. */
export const SKIPPED_BY_DEFAULT = ['.git', 'node_modules'];

export interface TreeOptions {
  /** Glob patterns matched against each entry's name and its path relative to the root. */
  ignore: readonly string[];
  maxEntries: number;
  signal: AbortSignal;
}

export interface TreeNode {
  name: string;
  kind: 'dir' | 'file' | 'link';
  linkTarget?: string;
  /** A folder's entries, once read; absent when the cap stopped the walk before it. */
  children?: TreeNode[];
  /** Why a folder's entries could not be read. */
  readError?: unknown;
}

export interface Tree {
  root: TreeNode;
  entries: number;
  capped: boolean;
  /** Paths (relative to the root) of the default-skipped folders met on the way. */
  skipped: string[];
}

/** Walks a folder breadth first, so a capped listing still shows every level near the top. */
export async function walkTree(rootPath: string, options: TreeOptions): Promise<Tree> {
  const root: TreeNode = { name: rootPath, kind: 'dir' };
  const tree: Tree = { root, entries: 0, capped: false, skipped: [] };
  const queue: Array<{ node: TreeNode; path: string; relative: string }> = [{ node: root, path: rootPath, relative: '' }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    options.signal.throwIfAborted();
    if (tree.entries >= options.maxEntries) {
      tree.capped = true;
      break;
    }
    let dirents: Dirent[];
    try {
      dirents = await readdir(next.path, { withFileTypes: true });
    } catch (error) {
      next.node.readError = error;
      continue;
    }
    next.node.children = [];
    for (const dirent of dirents.sort(byTypeThenName)) {
      const relative = next.relative ? `${next.relative}/${dirent.name}` : dirent.name;
      if (options.ignore.some((pattern) => matchesGlob(dirent.name, pattern) || matchesGlob(relative, pattern))) continue;
      if (dirent.isDirectory() && SKIPPED_BY_DEFAULT.includes(dirent.name)) {
        tree.skipped.push(relative);
        continue;
      }
      if (tree.entries >= options.maxEntries) {
        tree.capped = true;
        break;
      }
      tree.entries++;
      const path = join(next.path, dirent.name);
      const node: TreeNode = { name: dirent.name, kind: dirent.isDirectory() ? 'dir' : dirent.isSymbolicLink() ? 'link' : 'file' };
      if (node.kind === 'link') node.linkTarget = await readlink(path).catch(() => '?');
      if (node.kind === 'dir') queue.push({ node, path, relative });
      next.node.children.push(node);
    }
  }
  return tree;
}

function byTypeThenName(a: Dirent, b: Dirent): number {
  return Number(b.isDirectory()) - Number(a.isDirectory()) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** The tree indented two spaces a level; folders end in "/", links show their target, unlisted folders "…". */
export function renderTree(tree: Tree): string {
  const lines: string[] = [];
  const visit = (node: TreeNode, depth: number) => {
    const indent = '  '.repeat(depth);
    if (node.kind === 'link') lines.push(`${indent}${node.name} -> ${node.linkTarget}`);
    else if (node.kind === 'file') lines.push(`${indent}${node.name}`);
    else {
      const state = node.readError ? ' (cannot be read)' : node.children ? '' : ' …';
      lines.push(`${indent}${node.name}${node.name.endsWith('/') ? '' : '/'}${state}`);
      for (const child of node.children ?? []) visit(child, depth + 1);
    }
  };
  visit(tree.root, 0);
  return lines.join('\n');
}
