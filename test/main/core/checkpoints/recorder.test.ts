import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkpointRecorder } from '../../../../main/core/checkpoints/recorder.ts';
import { addMessage } from '../../../../main/core/store/parts.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { builtinToolsOver } from '../builtins/builtin-services.ts';
import { executorWith, turnContext } from '../tools/fixtures.ts';
import { projectWithCheckpoints } from './project.ts';

describe('file tools record checkpoints through the recorder', () => {
  it('a rewind undoes what Edit and Write did in a turn', async () => {
    const { project, store, checkpoints, session } = projectWithCheckpoints({ 'src/a.ts': 'export const a = 1;\n' });
    const message = addMessage(store, session.id, 'user');
    const recorder = checkpointRecorder(checkpoints, project);
    await recorder.beginTurn(session.id, message.id);
    const tools = await builtinToolsOver(project, { checkpoints: recorder });
    const turn = turnContext(tools, { sessionId: session.id, messageId: message.id, cwd: project });
    const { executor } = executorWith(tempDir());

    expect((await executor.run({ id: '1', name: 'Read', input: { file_path: 'src/a.ts' } }, turn)).status).toBe('success');
    const edited = await executor.run({ id: '2', name: 'Edit', input: { file_path: 'src/a.ts', old_string: '= 1', new_string: '= 2' } }, turn);
    expect(edited.status).toBe('success');
    expect((await executor.run({ id: '3', name: 'Write', input: { file_path: 'src/new.ts', content: 'new\n' } }, turn)).status).toBe('success');

    const preview = await checkpoints.previewRewind(session.id, message.id);
    expect(preview.map((change) => [change.kind, change.path])).toEqual(
      expect.arrayContaining([
        ['modified', 'src/a.ts'],
        ['removed', 'src/new.ts'],
      ]),
    );
    await checkpoints.rewind(session.id, message.id);
    expect(readFileSync(join(project, 'src/a.ts'), 'utf8')).toBe('export const a = 1;\n');
    expect(existsSync(join(project, 'src/new.ts'))).toBe(false);
  });
});
