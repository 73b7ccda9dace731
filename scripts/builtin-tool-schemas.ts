// Prints the built-in tools' input JSON Schemas by name, as JSON, for the build to put in the bundle.
// Run from the sources: node --import ./scripts/register-node-hooks.js scripts/builtin-tool-schemas.ts
import { createBuiltinTools, type BuiltinServices } from '../main/core/builtins/index.ts';
import { toolSchemasByName } from '../main/core/builtins/tool-schemas.ts';

// The factories keep their services for their calls; an input schema never depends on them.
const noServices = {} as BuiltinServices;
process.stdout.write(JSON.stringify(toolSchemasByName(createBuiltinTools(noServices))));
