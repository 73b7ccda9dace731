import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { editSession } from './edit/harness.ts';

const notebook = {
  cells: [
    { cell_type: 'markdown', id: 'intro', metadata: {}, source: ['# Title\n', 'Text'] },
    { cell_type: 'code', id: 'calc', metadata: {}, execution_count: 3, source: ['x = 1\n', 'x'], outputs: [{ output_type: 'execute_result', data: { 'text/plain': '1' } }] },
  ],
  metadata: { kernelspec: { name: 'python3' } },
  nbformat: 4,
  nbformat_minor: 5,
};

function project() {
  const dir = tempDir();
  const file = join(dir, 'nb.ipynb');
  writeFileSync(file, JSON.stringify(notebook, null, 1) + '\n');
  const session = editSession(dir);
  session.read(file);
  return { file, session, cells: () => JSON.parse(readFileSync(file, 'utf8')).cells as Array<Record<string, unknown>> };
}

describe('NotebookEdit', () => {
  it('replaces a cell source by id, keeping lines as a list and clearing stale outputs', async () => {
    const { file, session, cells } = project();
    const result = await session.call('NotebookEdit', { notebook_path: file, cell_id: 'calc', new_source: 'y = 2\ny' });
    expect(result.text).toBe(`Replaced the source of cell 2 of ${file}.`);
    expect(cells()[1]).toEqual({ cell_type: 'code', id: 'calc', metadata: {}, execution_count: null, source: ['y = 2\n', 'y'], outputs: [] });
    expect(readFileSync(file, 'utf8')).toMatch(/^\{\n "cells"/);
  });

  it('inserts a cell after another, by the number Read shows, with a fresh id', async () => {
    const { file, session, cells } = project();
    await session.call('notebook_edit', { notebook_path: file, cell_id: '1', new_source: 'print(1)', cell_type: 'code', edit_mode: 'insert' });
    expect(cells().map((cell) => cell.cell_type)).toEqual(['markdown', 'code', 'code']);
    expect(cells()[1]).toMatchObject({ source: ['print(1)'], outputs: [], execution_count: null, id: expect.stringMatching(/^[0-9a-f]{8}$/) });
  });

  it('deletes a cell, and turns a code cell into markdown', async () => {
    const { file, session, cells } = project();
    await session.call('NotebookEdit', { notebook_path: file, cell_id: 'calc', new_source: 'Just text', cell_type: 'markdown' });
    expect(cells()[1]).toEqual({ cell_type: 'markdown', id: 'calc', metadata: {}, source: ['Just text'] });
    await session.call('NotebookEdit', { notebook_path: file, cell_id: 'intro', new_source: '', edit_mode: 'delete' });
    expect(cells().map((cell) => cell.id)).toEqual(['calc']);
  });

  it('refuses an unknown cell, an insert without a type, and a notebook not read', async () => {
    const { file, session } = project();
    expect((await session.call('NotebookEdit', { notebook_path: file, cell_id: 'nope', new_source: 'x' })).text).toMatch(/no cell "nope".*from 1 to 2/);
    expect((await session.call('NotebookEdit', { notebook_path: file, new_source: 'x', edit_mode: 'insert' })).text).toMatch(/Give cell_type/);
    const other = editSession(tempDir());
    expect((await other.call('NotebookEdit', { notebook_path: file, cell_id: 'calc', new_source: 'x' })).text).toMatch(/not read/);
  });
});
