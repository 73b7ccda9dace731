import type { AuthMethod } from '@agentclientprotocol/sdk';
import { apiKeyNames, providerLabels } from '../../core/agent/model/provider-config.ts';
import type { ProviderId } from '../../core/agent/model/types.ts';

const keyed: readonly ProviderId[] = ['anthropic', 'openai', 'openai-compatible'];

/** The provider keys a person can set, one method each: Deft reads them from its environment, so the editor's agent settings set them. */
export const authMethods: AuthMethod[] = keyed.map((provider) => {
  const [name, ...others] = apiKeyNames[provider];
  const also = others.length > 0 ? ` (or ${others.join(', ')})` : '';
  return {
    id: `${provider}-api-key`,
    name: `${providerLabels[provider]} API key`,
    description: `Set ${name}${also} in the environment the editor starts Deft with (the "env" of its agent server settings), or add --api-key to its arguments.`,
  };
});

/** Whether the key a method names is there: in the environment, or given with --api-key. */
export function hasKey(methodId: string, env: NodeJS.ProcessEnv, apiKeyFlag: string | undefined): boolean | undefined {
  const provider = keyed.find((id) => `${id}-api-key` === methodId);
  if (provider === undefined) return undefined;
  return apiKeyFlag !== undefined || apiKeyNames[provider].some((name) => (env[name] ?? '') !== '');
}
