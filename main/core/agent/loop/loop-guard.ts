import type { ResultContent } from '../../../../shared/vocabulary/tool-calls.ts';
import { normaliseResult } from './normalise-result.ts';

/** A finished tool call as the guard compares it. */
export interface ObservedCall {
  name: string;
  input: unknown;
  content: readonly ResultContent[];
  isError: boolean;
  /** The tool waits for or looks at something that changes on its own (BashOutput, Sleep). */
  polls: boolean;
}

/**
 * A model repeating itself. `told`: the first time, the model is to be told; `persists`: it went
 * on with the same repetition after being told.
 */
export interface Repetition {
  level: 'told' | 'persists';
  /** What the model keeps doing, to finish "The agent …". */
  what: string;
}

/** Watches the calls of one turn for a model stuck repeating itself. */
export interface LoopGuard {
  /** Records finished calls in order; reports the repetition they complete, the most serious first. */
  observe(calls: readonly ObservedCall[]): Repetition | undefined;
  /** The person let the agent go on: forget what was seen, so a repetition is told to the model again first. */
  forgive(): void;
}

interface Step {
  /** The call and its normalised result: the same key is the same call answered the same way. */
  key: string;
  name: string;
}

/**
 * A repetition is the same call with the same result three times in a row, or two such calls
 * alternating A-B-A-B. A polling call in between starts the count afresh: a call repeated across a
 * wait is a new look, not a loop.
 */
export function createLoopGuard(): LoopGuard {
  let recent: Step[] = [];
  const told = new Set<string>();
  return {
    observe(calls) {
      let found: Repetition | undefined;
      for (const call of calls) {
        if (call.polls) {
          recent = [];
          continue;
        }
        recent = [...recent.slice(-3), { key: keyOf(call), name: call.name }];
        const pattern = patternOf(recent);
        if (!pattern) continue;
        const level = told.has(pattern.signature) ? 'persists' : 'told';
        told.add(pattern.signature);
        if (!found || level === 'persists') found = { level, what: pattern.what };
      }
      return found;
    },
    forgive() {
      recent = [];
      told.clear();
    },
  };
}

function patternOf(recent: readonly Step[]): { signature: string; what: string } | undefined {
  const [a, b, c, d] = recent.slice(-4).reverse();
  if (a && b && c && a.key === b.key && b.key === c.key) {
    return { signature: a.key, what: `called ${a.name} with the same input three times in a row, getting the same result each time` };
  }
  if (a && b && c && d && a.key !== b.key && a.key === c.key && b.key === d.key) {
    return { signature: [a.key, b.key].sort().join('\u0001'), what: `alternated between the same ${b.name} and ${a.name} calls twice, getting the same results each time` };
  }
  return undefined;
}

function keyOf(call: ObservedCall): string {
  return [call.name, stableJson(call.input), call.isError ? 'error' : 'ok', normaliseResult(call.content)].join('\u0000');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
