import { compareNames } from './registry.ts';
import type { KnownTool } from './descriptor.ts';
import type { AgentInfo, Capability, EnabledContext } from './tool.ts';

export interface SelectionOptions {
  cwd: string;
  agent: AgentInfo;
  /** `disabledTools` from settings (names or aliases). */
  disabledTools?: readonly string[];
  /** Bare-name deny rules, from the permission service. */
  isToolDenied?: (name: string, aliases: readonly string[]) => boolean;
  modelId?: string;
  /** What the provider and model can take; absent means everything. */
  capabilities?: ReadonlySet<Capability>;
  /** Only Bash, Read and Edit. */
  simpleMode?: boolean;
  /** Deferred tools found through ToolSearch in this session. */
  discovered?: ReadonlySet<string>;
}

export interface ToolSelection {
  /** Sent to the model this turn, sorted by name so the prompt prefix stays cacheable. */
  offered: KnownTool[];
  /** Available through ToolSearch only. */
  deferred: KnownTool[];
}

/** Offered only while some tool waits behind it. */
const toolSearchName = 'ToolSearch';
// ApplyPatch stands in for Edit where the model family prefers it.
const simpleModeTools = new Set(['Bash', 'Read', 'Edit', 'ApplyPatch']);

export function selectTools(tools: readonly KnownTool[], options: SelectionOptions): ToolSelection {
  const usable = tools.filter((tool) => isUsable(tool, options));
  const offered: KnownTool[] = [];
  const deferred: KnownTool[] = [];
  for (const tool of usable) {
    if (tool.defer && !options.discovered?.has(tool.name)) deferred.push(tool);
    else offered.push(tool);
  }
  deferred.sort((a, b) => compareNames(a.name, b.name));
  const searchable = deferred.length > 0 ? offered : offered.filter((tool) => tool.name !== toolSearchName);
  searchable.sort((a, b) => compareNames(a.name, b.name));
  return { offered: searchable, deferred };
}

function isUsable(tool: KnownTool, options: SelectionOptions): boolean {
  const named = (list: readonly string[] | undefined) => !!list?.some((entry) => matchesTool(tool, entry));
  if (named(options.disabledTools)) return false;
  if (options.isToolDenied?.(tool.name, tool.aliases)) return false;
  if (options.agent.tools && !named(options.agent.tools)) return false;
  if (named(options.agent.disallowedTools)) return false;
  if (options.simpleMode && !simpleModeTools.has(tool.name)) return false;
  if (options.capabilities && tool.requires.some((need) => !options.capabilities!.has(need))) return false;
  const patch = prefersApplyPatch(options.modelId);
  if (patch && replacedByPatch.includes(tool.name)) return false;
  if (!patch && tool.name === patchTool) return false;
  return isEnabled(tool, { cwd: options.cwd, agent: options.agent });
}

function matchesTool(tool: KnownTool, entry: string): boolean {
  return entry === tool.name || tool.aliases.includes(entry);
}

function isEnabled(tool: KnownTool, context: EnabledContext): boolean {
  if (typeof tool.enabled === 'boolean') return tool.enabled;
  try {
    return tool.enabled(context);
  } catch {
    return false;
  }
}

/**
 * GPT-family models are trained on the apply_patch format and edit better with it; gpt-4 models
 * and the open-weight gpt-oss keep the string-replacement tools.
 */
export function prefersApplyPatch(modelId: string | undefined): boolean {
  if (!modelId) return false;
  const id = modelId.toLowerCase();
  return id.includes('gpt-') && !id.includes('gpt-4') && !id.includes('oss');
}

const patchTool = 'ApplyPatch';
const replacedByPatch: readonly string[] = ['Edit', 'Write', 'MultiEdit', 'Insert'];
