import type { DescriptorData } from '../tools/descriptor.ts';

/**
 * What the descriptor of each built-in tool says (its traits, description and input JSON Schema),
 * by tool name, made by the build from these same sources (`deftBuiltinToolDescriptors`, JSON
 * text; see electron.vite.config.ts) so a start-up loads no tool's code; absent when Deft runs from
 * its sources, where each tool is loaded to read them.
 */
declare const deftBuiltinToolDescriptors: string | undefined;

export const prebuiltDescriptors: Record<string, DescriptorData> | undefined =
  typeof deftBuiltinToolDescriptors === 'string' ? (JSON.parse(deftBuiltinToolDescriptors) as Record<string, DescriptorData>) : undefined;
