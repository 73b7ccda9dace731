import { z } from 'zod';
import { ToolError } from '../../tools/define.ts';

const multiline = z.union([z.string(), z.array(z.string())]).transform((text) => (Array.isArray(text) ? text.join('') : text));

const output = z.union([
  z.object({ output_type: z.literal('stream'), name: z.string().optional(), text: multiline }),
  z.object({
    output_type: z.enum(['execute_result', 'display_data']),
    data: z.record(z.string(), z.unknown()).default({}),
  }),
  z.object({
    output_type: z.literal('error'),
    ename: z.string(),
    evalue: z.string(),
    traceback: z.array(z.string()).default([]),
  }),
]);

const notebookSchema = z.object({
  cells: z.array(
    z.object({
      cell_type: z.string(),
      id: z.string().optional(),
      source: multiline,
      outputs: z.array(output).optional(),
    }),
  ),
  metadata: z.object({ language_info: z.object({ name: z.string() }).optional() }).optional(),
});

type Output = z.output<typeof output>;

// Tracebacks carry terminal colours.
const ANSI = new RegExp(String.fromCharCode(0x1b) + '\\[[0-9;]*[A-Za-z]', 'g');

/** A Jupyter notebook as text: every cell with its id, type and source, then its outputs (images named, not shown). Throws a ToolError for what is not a notebook. */
export function renderNotebook(json: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new ToolError(`The notebook is not valid JSON (${(error as Error).message}). Read it with offset and limit to see the raw text.`);
  }
  const notebook = notebookSchema.safeParse(parsed);
  if (!notebook.success) throw new ToolError('This .ipynb file is not a Jupyter notebook (it has no list of cells).');
  const { cells, metadata } = notebook.data;
  const language = metadata?.language_info?.name;
  const header = `Jupyter notebook: ${cells.length} cell${cells.length === 1 ? '' : 's'}${language ? `, ${language}` : ''}`;
  const parts = cells.map((cell, index) => {
    const id = cell.id ? ` id="${cell.id}"` : '';
    const lines = [`<cell ${index + 1}${id} type="${cell.cell_type}">`, cell.source, '</cell>'];
    const outputs = (cell.outputs ?? []).map(renderOutput).filter((text) => text.length > 0);
    if (outputs.length > 0) lines.push('<outputs>', ...outputs, '</outputs>');
    return lines.join('\n');
  });
  return [header, ...parts].join('\n\n');
}

function renderOutput(out: Output): string {
  if (out.output_type === 'stream') return out.text.trimEnd();
  if (out.output_type === 'error') {
    return [`${out.ename}: ${out.evalue}`, ...out.traceback.map((line) => line.replace(ANSI, ''))].join('\n');
  }
  const text = out.data['text/plain'];
  const shown = typeof text === 'string' || Array.isArray(text) ? multiline.parse(text).trimEnd() : '';
  const images = Object.keys(out.data).filter((type) => type.startsWith('image/'));
  return [shown, ...images.map((type) => `[${type} output, not shown]`)].filter(Boolean).join('\n');
}
