import { structuredPatch } from 'diff';
import { fileChangeMetadata } from '../../../../shared/vocabulary/tool-metadata.ts';
import { parseDiff, type DiffFile, type DiffRow } from './parse-diff.ts';

type Input = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const linesOf = (value: string) => (value === '' ? [] : value.replace(/\n$/, '').split('\n'));

function fileOf(name: string, rows: DiffRow[]): DiffFile {
  return {
    name,
    rows,
    added: rows.filter((row) => row.kind === 'add').length,
    removed: rows.filter((row) => row.kind === 'remove').length,
  };
}

/** Rows of replacing `before` by `after` somewhere in a file whose line numbers are unknown. */
function replacementRows(before: string, after: string): DiffRow[] {
  const rows: DiffRow[] = [{ kind: 'hunk', text: '@@' }];
  const whole = (fragment: string) => (fragment.endsWith('\n') ? fragment : `${fragment}\n`);
  for (const hunk of structuredPatch('', '', whole(before), whole(after), '', '', { context: 3 }).hunks) {
    for (const line of hunk.lines) {
      const kind = line[0] === '+' ? 'add' : line[0] === '-' ? 'remove' : 'context';
      rows.push({ kind, text: line.slice(1) });
    }
  }
  return rows;
}

const added = (content: string, firstLine = 1): DiffRow[] => linesOf(content).map((line, index) => ({ kind: 'add', text: line, newLine: firstLine + index }));

/** The files of an `*** Begin Patch` envelope, as ApplyPatch takes it, with its hunks' lines (their line numbers are unknown). */
export function envelopeFiles(patch: string): DiffFile[] {
  const files: Array<{ name: string; movedFrom?: string; rows: DiffRow[] }> = [];
  let current: (typeof files)[number] | undefined;
  for (const line of patch.split('\n')) {
    const header = /^\*\*\* (Add|Update|Delete) File: (.+)$/.exec(line);
    const move = /^\*\*\* Move to: (.+)$/.exec(line);
    if (header) {
      current = { name: header[2].trim(), rows: header[1] === 'Update' ? [] : [{ kind: 'hunk', text: header[1] === 'Add' ? '@@ new file' : '@@ deleted' }] };
      files.push(current);
    } else if (move && current) {
      current.movedFrom = current.name;
      current.name = move[1].trim();
    } else if (!current || line.startsWith('***')) {
      continue;
    } else if (line.startsWith('@@')) {
      current.rows.push({ kind: 'hunk', text: line });
    } else if (line.startsWith('+') || line.startsWith('-') || line.startsWith(' ')) {
      if (current.rows.length === 0) current.rows.push({ kind: 'hunk', text: '@@' });
      current.rows.push({ kind: line[0] === '+' ? 'add' : line[0] === '-' ? 'remove' : 'context', text: line.slice(1) });
    }
  }
  return files.map(({ movedFrom, ...file }) => ({ ...fileOf(file.name, file.rows), ...(movedFrom && { movedFrom }) }));
}

/**
 * The change a file tool's call makes, as files of rows: the unified diff the tool reported once it
 * ran (`metadata.diff`), else what its input asks for (line numbers only where the input gives them).
 */
export function callDiff(toolName: string, input: unknown, metadata?: Record<string, unknown>): DiffFile[] {
  const reported = fileChangeMetadata.safeParse(metadata);
  if (reported.success && reported.data.diff.trim() !== '') return parseDiff(reported.data.diff);
  const given = (input ?? {}) as Input;
  const path = text(given.file_path) || text(given.notebook_path);
  switch (toolName) {
    case 'Edit':
      return [fileOf(path, replacementRows(text(given.old_string), text(given.new_string)))];
    case 'MultiEdit': {
      const edits = Array.isArray(given.edits) ? (given.edits as Input[]) : [];
      return [fileOf(path, edits.flatMap((edit) => replacementRows(text(edit.old_string), text(edit.new_string))))];
    }
    case 'Write':
      return [fileOf(path, [{ kind: 'hunk', text: '@@' }, ...added(text(given.content))])];
    case 'Insert': {
      const after = typeof given.insert_line === 'number' ? given.insert_line : 0;
      return [fileOf(path, [{ kind: 'hunk', text: `@@ +${after + 1} @@` }, ...added(text(given.new_str), after + 1)])];
    }
    case 'NotebookEdit':
      return [fileOf(path, [{ kind: 'hunk', text: `@@ ${text(given.cell_id) || ''}`.trim() }, ...added(text(given.new_source))])];
    case 'ApplyPatch':
      return envelopeFiles(text(given.patch) || text(given.patchText) || text(given.input));
    default:
      return [];
  }
}
