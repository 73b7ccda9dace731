import type { AgentDefinition } from './types.ts';

/** The agents as the Task tool's description lists them: one line each, name, description and tools. */
export function describeAgents(agents: readonly AgentDefinition[]): string {
  return agents.map((agent) => `- ${agent.name}: ${agent.description} (Tools: ${toolsOf(agent)})`).join('\n');
}

function toolsOf(agent: AgentDefinition): string {
  const allowed = agent.tools ? (agent.tools.length > 0 ? agent.tools.join(', ') : 'none') : 'all';
  const except = agent.disallowedTools?.length ? ` except ${agent.disallowedTools.join(', ')}` : '';
  return `${allowed}${except}${agent.readOnly ? '; read-only' : ''}`;
}
