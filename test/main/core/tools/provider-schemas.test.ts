import { noConfinement } from '../../../../main/core/common/process/confine.ts';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { commandToolsFromSettings } from '../../../../main/core/tools/command-tool.ts';
import { schemaForProvider, toOpenAIStrict } from '../../../../main/core/tools/schema/index.ts';
import { jsonSchemaOf } from '../../../../main/core/tools/descriptor.ts';
import { createBuiltinTools } from '../../../../main/core/builtins/index.ts';
import { builtinServices } from '../builtins/builtin-services.ts';
import { fixtureTools } from './fixtures.ts';
import { createAjv, expectValidSchema, subschemas, withoutNullable } from './schema/helpers.ts';

const { tools: commandTools } = commandToolsFromSettings(
  [
    {
      name: 'deploy',
      description: 'Deploys.',
      parameters: {
        type: 'object',
        properties: { env: { type: 'string', enum: ['staging', 'prod'] }, dry_run: { type: 'boolean', default: true } },
        required: ['env'],
      },
      command: 'true',
    },
  ],
  'settings.json',
  noConfinement,
);
// The schemas do not depend on the services, none of which starts anything before a tool uses it.
const builtins = await createBuiltinTools(builtinServices(tmpdir(), tmpdir()).services);
const registered = [...builtins, ...fixtureTools().tools, ...commandTools];

describe('every registered tool schema, per provider', () => {
  it.each(registered.map((tool) => [tool.name, tool] as const))('%s', (_name, tool) => {
    const ajv = createAjv();
    const schema = jsonSchemaOf(tool);
    expect(jsonSchemaOf(tool)).toBe(schema);
    expect(schema.type).toBe('object');

    expectValidSchema(ajv, schemaForProvider(schema, 'anthropic'));

    const strict = toOpenAIStrict(schema);
    expectValidSchema(ajv, strict.schema);
    if (strict.strict) {
      for (const node of subschemas(strict.schema).filter((node) => node.type === 'object')) {
        expect(node.additionalProperties).toBe(false);
        expect([...((node.required as string[]) ?? [])].sort()).toEqual(Object.keys((node.properties as object) ?? {}).sort());
      }
    } else {
      // Sent non-strict; only tools with a record-like field may need that.
      expect(strict.reason).toMatch(/record|propertyNames/);
      expect(strict.schema).toEqual(schema);
    }

    const gemini = schemaForProvider(schema, 'gemini');
    expectValidSchema(ajv, withoutNullable(gemini) as typeof gemini);
    for (const keyword of ['$schema', 'additionalProperties', '$ref', '$defs', 'default', 'const']) {
      expect(subschemas(gemini).some((node) => keyword in node), keyword).toBe(false);
    }
  });
});
