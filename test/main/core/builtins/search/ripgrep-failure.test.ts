import { describe, expect, it } from 'vitest';
import { ripgrepPath } from '../../../../../main/core/builtins/search/ripgrep-failure.ts';
import { ripgrepMissingMessage } from '../../../../../main/core/common/ripgrep/find-ripgrep.ts';
import { ToolError } from '../../../../../main/core/tools/define.ts';
import { pathWith, tempDir } from '../../../../helpers/temp-dir.ts';

describe('ripgrepPath', () => {
  it('finds the ripgrep the search tools run', async () => {
    expect(await ripgrepPath()).toMatch(/rg(\.exe)?$/);
  });

  it('tells the model what to install, as a ToolError, when there is no ripgrep at all', async () => {
    const bin = pathWith(tempDir(), { node: process.execPath });
    const search = ripgrepPath({ env: { PATH: bin }, bundled: async () => null });
    await expect(search).rejects.toBeInstanceOf(ToolError);
    await expect(search).rejects.toThrow(ripgrepMissingMessage);
  });
});
