import { z } from 'zod';
import { lazy } from '../../common/lazy.ts';
import type { Result } from '../../common/result.ts';
import { placeIn } from '../../common/text/frontmatter.ts';
import { firstLine, readDefinition, sharedFields, skillOnlyFields } from '../commands/definition-fields.ts';
import { ruleList } from '../commands/rule-list.ts';
import { qualifiedName, type ExtensionSource } from '../commands/source.ts';
import type { SkillDefinition } from './types.ts';

const skillFields = lazy(() => z.looseObject({ ...sharedFields(), ...skillOnlyFields() }));
const usedFields = lazy(() => new Set(Object.keys(skillFields().shape)));

export interface SkillFile {
  text: string;
  file: string;
  /** The skill's folder; its name is the skill's. */
  dir: string;
  folderName: string;
  source: ExtensionSource;
}

/** One `SKILL.md`: frontmatter (`description`, `when_to_use`, `allowed-tools`…) and the instructions. */
export async function parseSkillFile({ text, file, dir, folderName, source }: SkillFile): Promise<Result<SkillDefinition, string[]>> {
  const read = await readDefinition(text, file, skillFields());
  if (!read.ok) return read;
  const { fields, data, body, lineOf } = read.value;
  const description = fields.description?.trim() || firstLine(body);
  if (!description) return { ok: false, error: [`${placeIn(file, lineOf('description'))}: description: is required (what the skill does and when to use it)`] };
  const extra = Object.fromEntries(Object.entries(data).filter(([key]) => !usedFields().has(key)));
  return {
    ok: true,
    value: {
      name: qualifiedName(source, folderName),
      displayName: fields.name?.trim() || folderName,
      description,
      ...(fields.when_to_use?.trim() && { whenToUse: fields.when_to_use.trim() }),
      ...(fields['argument-hint'] && { argumentHint: fields['argument-hint'] }),
      argumentNames: ruleList(fields.arguments),
      allowedTools: ruleList(fields['allowed-tools']),
      ...(fields.model && { model: fields.model }),
      disableModelInvocation: fields['disable-model-invocation'] ?? false,
      userInvocable: fields['user-invocable'] ?? true,
      body: body.trim(),
      dir,
      file,
      source,
      ...(Object.keys(extra).length > 0 && { extra }),
    },
  };
}
