import { z } from 'zod';
import { lazy } from '../../common/lazy.ts';
import type { Result } from '../../common/result.ts';
import { firstLine, readDefinition, sharedFields } from './definition-fields.ts';
import { ruleList } from './rule-list.ts';
import { qualifiedName, type ExtensionSource } from './source.ts';
import type { CommandDefinition } from './types.ts';

const commandFields = lazy(() => z.looseObject(sharedFields()));

export interface CommandFile {
  text: string;
  file: string;
  /** The file's name without `.md`. */
  name: string;
  /** The sub-folders between the source's folder and the file, e.g. `['frontend']`. */
  folders: readonly string[];
  source: ExtensionSource;
}

/** One command file: optional frontmatter, and the body as the prompt it expands to. */
export async function parseCommandFile({ text, file, name, folders, source }: CommandFile): Promise<Result<CommandDefinition, string[]>> {
  const read = await readDefinition(text, file, commandFields());
  if (!read.ok) return read;
  const { fields, body } = read.value;
  const origin = [source.namespace ?? source.scope, ...folders].join(':');
  const described = fields.description?.trim() || firstLine(body);
  return {
    ok: true,
    value: {
      name: qualifiedName(source, name),
      description: `${described} (${origin})`.trim(),
      ...(fields['argument-hint'] && { argumentHint: fields['argument-hint'] }),
      allowedTools: ruleList(fields['allowed-tools']),
      ...(fields.model && { model: fields.model }),
      disableModelInvocation: fields['disable-model-invocation'] ?? false,
      body: body.trim(),
      file,
      source,
    },
  };
}
