import { z } from 'zod';
import type { ContractPart } from '../contract-part.ts';
import type { channels } from '../channels.ts';
import { secretNames } from '../../vocabulary/secret-names.ts';

export const secretName = z.enum(secretNames);

/** Which keys are stored — never their values. */
export const secretsStatus = z.object({
  names: z.array(secretName),
  /** False when the values are kept as plain text because the system offers no encryption. */
  encrypted: z.boolean(),
});
export type SecretsStatus = z.infer<typeof secretsStatus>;

export const secretsContract = {
  requests: {
    'secrets.set': { input: z.strictObject({ name: secretName, value: z.string().min(1).max(8192) }), output: secretsStatus },
    'secrets.clear': { input: z.strictObject({ name: secretName }), output: secretsStatus },
    'secrets.list': { input: z.undefined(), output: secretsStatus },
  },
  events: {},
} satisfies ContractPart<typeof channels.secrets>;
