import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import { changeStages, writeAccess, type ChangeServices } from './edit/change-stages.ts';
import { planNotebookEdit, type NotebookPlan } from './edit/notebook/plan-notebook.ts';
import description from './notebook-edit.txt?raw';

const notebookEditInput = z.strictObject({
  notebook_path: z.string().min(1).describe('Absolute or project-relative path of the .ipynb file'),
  cell_id: z.string().optional().describe('The cell to change, by id or by the number Read shows; for insert, the cell to insert after (absent: at the start)'),
  new_source: z.string().describe('The new source of the cell (ignored for delete)'),
  cell_type: z.enum(['code', 'markdown']).optional().describe('The cell type; required for insert'),
  edit_mode: z.enum(['replace', 'insert', 'delete']).optional().describe('replace (default), insert or delete'),
});

export function createNotebookEditTool(services: ChangeServices) {
  return defineTool({
    name: 'NotebookEdit',
    aliases: ['notebook_edit'],
    description,
    input: notebookEditInput,
    ...changeStages(services, (input: z.output<typeof notebookEditInput>, context, fileState) => planNotebookEdit(input.notebook_path, input, context, fileState), notebookReport),
    permission: (input, context) => writeAccess(context.cwd, input.notebook_path),
    activity: (input) => `Editing ${input.notebook_path}`,
  });
}

function notebookReport(plan: NotebookPlan): string {
  return `${plan.summary} of ${plan.changes[0].path}.`;
}
