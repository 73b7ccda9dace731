import { join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** Every module of the given folders with what it imports, type-only imports included. */
async function importGraph(folders: string[], tsConfig: string): Promise<Map<string, string[]>> {
  const previous = process.cwd();
  process.chdir(root);
  try {
    const { output } = await cruise(folders, {
      tsConfig: { fileName: tsConfig },
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: 'node_modules' },
    });
    const modules = (output as ICruiseResult).modules.filter((module) => folders.some((folder) => module.source.startsWith(`${folder}/`)));
    return new Map(modules.map((module) => [module.source, module.dependencies.filter((dependency) => !dependency.coreModule).map((dependency) => dependency.resolved)]));
  } finally {
    process.chdir(previous);
  }
}

/** The strongly connected groups of more than one node (Tarjan), each as a readable chain of imports. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** The folder under `main/core` a file belongs to (a file directly in it stands for itself). */
const folderOf = (path: string) => path.match(/^main\/core\/[^/]+\//)?.[0].slice(0, -1) ?? path;

function folderGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [source, targets] of graph) {
    if (!source.startsWith('main/core/')) continue;
    const edges = folders.get(folderOf(source)) ?? new Set<string>();
    folders.set(folderOf(source), edges);
    for (const target of targets) if (target.startsWith('main/core/') && folderOf(target) !== folderOf(source)) edges.add(folderOf(target));
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges]]));
}

/** A cycle of folders with the file imports that close it, so the message says what to move. */
function explain(group: string[], graph: ReadonlyMap<string, readonly string[]>): string {
  const crossing = [...graph].flatMap(([source, targets]) =>
    group.includes(folderOf(source))
      ? targets.filter((target) => group.includes(folderOf(target)) && folderOf(target) !== folderOf(source)).map((target) => `  ${source} -> ${target}`)
      : [],
  );
  return `${group.join(' <-> ')}\n${crossing.join('\n')}`;
}

describe('the import graph', () => {
  let main: Map<string, string[]>;
  let renderer: Map<string, string[]>;
  beforeAll(async () => {
    [main, renderer] = await Promise.all([importGraph(['main', 'shared', 'preload'], 'tsconfig.node.json'), importGraph(['renderer/src'], 'tsconfig.web.json')]);
  }, 60_000);

  it('is read whole (the cruiser resolves our imports)', () => {
    expect(main.size).toBeGreaterThan(300);
    expect(renderer.size).toBeGreaterThan(50);
    const unresolved = [...main, ...renderer].flatMap(([source, targets]) => targets.filter((target) => target.startsWith('.')).map((target) => `${source} -> ${target}`));
    expect(unresolved).toEqual([]);
  });

  it('has no circle of modules in main/, shared/ or preload/', () => {
    expect(cycles(main).map((group) => group.join(' <-> '))).toEqual([]);
  });

  it('has no circle of modules in the renderer', () => {
    expect(cycles(renderer).map((group) => group.join(' <-> '))).toEqual([]);
  });

  it('has no circle between the folders of main/core', () => {
    const folders = folderGraph(main);
    expect(cycles(folders).map((group) => explain(group, main))).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['main/core/a/x.ts', ['main/core/b/y.ts']],
      ['main/core/b/y.ts', ['main/core/c/z.ts']],
      ['main/core/c/z.ts', ['main/core/a/w.ts']],
      ['main/core/a/w.ts', []],
    ]);
    expect(cycles(graph)).toEqual([]);
    expect(cycles(folderGraph(graph))).toEqual([['main/core/a', 'main/core/b', 'main/core/c']]);
    expect(cycles(new Map([['a', ['b']], ['b', ['a']]]))).toEqual([['a', 'b']]);
  });
});
