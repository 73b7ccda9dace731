import { createSession } from '../../store/sessions.ts';
import type { Store } from '../../store/store.ts';
import { ToolError } from '../../tools/define.ts';
import type { Approvals } from '../../tools/permission.ts';
import { createAgent, type AgentTools, type NestedMemorySource } from '../agent.ts';
import type { AgentEvent } from '../../../../shared/vocabulary/agent-events.ts';
import type { ContextLimits } from '../loop/compaction.ts';
import type { ModelClient } from '../model/types.ts';
import type { RetryPolicy } from '../loop/retry.ts';
import type { AgentDefinition } from './definitions/types.ts';
import type { SubagentRunner } from './task-tool.ts';

export interface SubagentRunnerOptions {
  store: Store;
  tools: AgentTools;
  definitions: readonly AgentDefinition[];
  approvals: Approvals;
  onEvent(event: AgentEvent): void;
  /** The model client for a definition's `model`, the parent's when it names none usable. */
  clientFor(model: string | undefined): ModelClient;
  limitsFor(client: ModelClient): ContextLimits;
  systemFor(definition: AgentDefinition, cwd: string): readonly string[];
  maxTurns?: number;
  retry?: RetryPolicy;
  nestedMemory?: NestedMemorySource;
}

/** Sub-agents never start sub-agents of their own. */
const taskToolName = 'Task';

/**
 * Runs each Task call as a child session: its own conversation and transcript, the tools its
 * definition allows, the parent's permission rules and mode (plan mode for read-only types), and
 * its approvals and events tagged with its name so none waits unseen.
 */
export function createSubagentRunner(options: SubagentRunnerOptions): SubagentRunner {
  const { store, tools } = options;
  return {
    names: options.definitions.map((agent) => agent.name),
    listing: describeAgents(options.definitions),
    async run(request, context) {
      const definition = options.definitions.find((agent) => agent.name.toLowerCase() === request.subagentType.toLowerCase());
      if (!definition) throw new ToolError(`There is no sub-agent type "${request.subagentType}".`);
      const client = options.clientFor(definition.model);
      const session = createSession(store, {
        cwd: context.cwd,
        projectPath: tools.permissions.workingDirs(context.sessionId).root,
        parentId: context.sessionId,
        title: request.description,
        model: client.model,
      });
      const parentMode = tools.permissions.mode(context.sessionId);
      const mode = definition.readOnly && parentMode !== 'bypassPermissions' ? 'plan' : parentMode;
      const entered = tools.permissions.setMode(session.id, mode);
      if (!entered.ok) throw new ToolError(`The sub-agent cannot start: ${entered.error}`);
      const agent = createAgent({
        store,
        sessionId: session.id,
        cwd: context.cwd,
        tools,
        client,
        limits: options.limitsFor(client),
        system: options.systemFor(definition, context.cwd),
        agent: {
          name: definition.name,
          ...(definition.tools && { tools: definition.tools }),
          disallowedTools: [...(definition.disallowedTools ?? []), taskToolName],
        },
        subagent: { name: definition.name, parentSessionId: context.sessionId, parentToolCallId: context.toolCallId },
        onEvent: options.onEvent,
        approvals: options.approvals,
        maxTurns: options.maxTurns,
        retry: options.retry,
        nestedMemory: options.nestedMemory,
      });
      const result = await agent.send(request.prompt, context.signal);
      return { ...result, sessionId: session.id };
    },
  };
}

/** The agents as the Task tool's description lists them: one line each, name, description and tools. */
export function describeAgents(agents: readonly AgentDefinition[]): string {
  return agents.map((agent) => `- ${agent.name}: ${agent.description} (Tools: ${toolsOf(agent)})`).join('\n');
}

function toolsOf(agent: AgentDefinition): string {
  const allowed = agent.tools ? (agent.tools.length > 0 ? agent.tools.join(', ') : 'none') : 'all';
  const except = agent.disallowedTools?.length ? ` except ${agent.disallowedTools.join(', ')}` : '';
  return `${allowed}${except}${agent.readOnly ? '; read-only' : ''}`;
}
