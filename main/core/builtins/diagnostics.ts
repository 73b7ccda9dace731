import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import { formatDiagnostic, type DiagnosticsService } from './diagnostics/diagnostic.ts';
import { resolveFilePath } from '../common/files/file-path.ts';
import description from './diagnostics.txt?raw';

const maxLines = 200;

export function createDiagnosticsTool({ diagnostics }: { diagnostics: DiagnosticsService }) {
  return defineTool({
    name: 'Diagnostics',
    aliases: ['get_diagnostics', 'diagnostics'],
    description,
    input: z.strictObject({
      file_path: z.string().min(1).optional().describe('Absolute or project-relative path of one file; omit it to check the whole project'),
    }),
    readOnly: true,
    concurrencySafe: true,
    permission: (input, context) => (input.file_path ? { paths: [{ path: resolveFilePath(input.file_path, context.cwd), access: 'read' }] } : {}),
    activity: (input) => `Checking ${input.file_path ?? 'the project'} for errors`,
    async execute(input, context) {
      const paths = input.file_path ? [resolveFilePath(input.file_path, context.cwd)] : [];
      const found = await diagnostics.forFiles(paths, context.signal);
      const where = input.file_path ?? 'the project';
      if (found.length === 0) return `No problems found in ${where}.`;
      const lines = found.slice(0, maxLines).map((diagnostic) => formatDiagnostic(diagnostic, context.cwd));
      const more = found.length > maxLines ? `\n… and ${found.length - maxLines} more not shown; check one file at a time to see them.` : '';
      return `${found.length} ${found.length === 1 ? 'problem' : 'problems'} in ${where}:\n${lines.join('\n')}${more}`;
    },
  });
}
