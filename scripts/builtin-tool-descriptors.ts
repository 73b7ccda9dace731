// Prints what the descriptor of each built-in tool says (traits, description, input JSON Schema) by
// name, as JSON, for the build to put in the bundle.
// Run from the sources: node --import ./scripts/register-node-hooks.js scripts/builtin-tool-descriptors.ts
import { builtinDescriptorData, type BuiltinServices } from '../main/core/builtins/index.ts';

// The factories keep their services for their calls; what a descriptor says never depends on them.
const noServices = {} as BuiltinServices;
process.stdout.write(JSON.stringify(await builtinDescriptorData(noServices)));
