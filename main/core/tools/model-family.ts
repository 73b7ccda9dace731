/**
 * GPT-family models are trained on the apply_patch format and edit better with it; gpt-4 models
 * and the open-weight gpt-oss keep the string-replacement tools.
 */
export function prefersApplyPatch(modelId: string | undefined): boolean {
  if (!modelId) return false;
  const id = modelId.toLowerCase();
  return id.includes('gpt-') && !id.includes('gpt-4') && !id.includes('oss');
}

export const patchTool = 'ApplyPatch';
export const replacedByPatch: readonly string[] = ['Edit', 'Write', 'MultiEdit', 'Insert'];
