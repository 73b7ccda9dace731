import type { z } from 'zod';

export interface RequestSpec {
  input: z.ZodType;
  output: z.ZodType;
}

/** One domain's share of the contract: a spec for each of its request channels and a payload schema for each event. */
export interface ContractPart<Names extends { requests: readonly string[]; events: readonly string[] }> {
  requests: Record<Names['requests'][number], RequestSpec>;
  events: Record<Names['events'][number], z.ZodType>;
}
