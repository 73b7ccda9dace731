import { randomBytes } from 'node:crypto';
import { ToolError } from '../../../tools/define.ts';

export interface CellEdit {
  cell_id?: string;
  new_source: string;
  cell_type?: 'code' | 'markdown';
  edit_mode?: 'replace' | 'insert' | 'delete';
}

type Cell = Record<string, unknown> & { cell_type?: unknown; id?: unknown; source?: unknown };
type Notebook = Record<string, unknown> & { cells: Cell[]; nbformat_minor?: unknown };

/** The notebook's JSON with one cell replaced, inserted or deleted; every other byte of meaning kept. */
export function editCells(json: string, edit: CellEdit): { json: string; summary: string } {
  const notebook = parseNotebook(json);
  const mode = edit.edit_mode ?? 'replace';
  const index = edit.cell_id === undefined ? undefined : cellIndex(notebook.cells, edit.cell_id);
  if (mode === 'insert') {
    if (!edit.cell_type) throw new ToolError('Give cell_type (code or markdown) for the cell to insert.');
    const at = index === undefined ? 0 : index + 1;
    notebook.cells.splice(at, 0, newCell(notebook, edit.cell_type, edit.new_source));
    return { json: serialiseLike(json, notebook), summary: `Inserted a ${edit.cell_type} cell as cell ${at + 1}` };
  }
  if (index === undefined) throw new ToolError(`Give cell_id: the cell to ${mode}.`);
  if (mode === 'delete') {
    notebook.cells.splice(index, 1);
    return { json: serialiseLike(json, notebook), summary: `Deleted cell ${index + 1}` };
  }
  const cell = notebook.cells[index];
  const type = edit.cell_type ?? (cell.cell_type === 'markdown' ? 'markdown' : 'code');
  notebook.cells[index] = { ...withType(cell, type), source: sourceLike(cell.source, edit.new_source) };
  return { json: serialiseLike(json, notebook), summary: `Replaced the source of cell ${index + 1}` };
}

function parseNotebook(json: string): Notebook {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new ToolError(`The notebook is not valid JSON (${(error as Error).message}); fix it with Edit or Write instead.`);
  }
  const notebook = parsed as Notebook;
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray(notebook.cells)) {
    throw new ToolError('This file is not a Jupyter notebook (it has no list of cells).');
  }
  return notebook;
}

/** A cell by its id, or by the 1-based number Read shows beside it. */
function cellIndex(cells: readonly Cell[], cellId: string): number {
  const byId = cells.findIndex((cell) => cell.id === cellId);
  if (byId !== -1) return byId;
  const number = /^\d+$/.test(cellId) ? Number(cellId) : NaN;
  if (number >= 1 && number <= cells.length) return number - 1;
  throw new ToolError(`The notebook has no cell "${cellId}": give a cell id, or a cell number from 1 to ${cells.length}, as Read shows them.`);
}

function newCell(notebook: Notebook, type: 'code' | 'markdown', source: string): Cell {
  const usesIds = notebook.cells.some((cell) => typeof cell.id === 'string') || Number(notebook.nbformat_minor) >= 5;
  return withType({ ...(usesIds && { id: randomBytes(4).toString('hex') }), cell_type: type, metadata: {}, source: sourceLike([], source) }, type);
}

/** A code cell has outputs and an execution count (cleared: they belonged to the old source); a markdown cell has neither. */
function withType(cell: Cell, type: 'code' | 'markdown'): Cell {
  const { outputs: _outputs, execution_count: _count, ...rest } = cell;
  return type === 'code' ? { ...rest, cell_type: type, execution_count: null, outputs: [] } : { ...rest, cell_type: type };
}

/** The source in the form the cell had: a list of lines (each keeping its newline) or one string. */
function sourceLike(previous: unknown, source: string): string | string[] {
  return Array.isArray(previous) ? (source.match(/[^\n]*\n|[^\n]+$/g) ?? []) : source;
}

/** JSON indented as the file was (Jupyter writes one space), with its final newline if it had one. */
function serialiseLike(original: string, notebook: Notebook): string {
  const indent = /^\{\r?\n([ \t]+)"/.exec(original)?.[1] ?? ' ';
  return JSON.stringify(notebook, null, indent) + (original.endsWith('\n') ? '\n' : '');
}
