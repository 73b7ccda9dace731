import { z } from 'zod';
import { usage } from './agent-events.ts';
import { todo } from './todos.ts';

/**
 * What each tool the UI draws a card for attaches to its result (`context.metadata(...)`): the
 * tool's call is typed by its schema here, and the renderer parses the stored metadata with it.
 * A tool may report its metadata in several calls; the UI merges them in order. The types are
 * what a tool reports (the schemas' input; the UI parses fields it can do without to defaults).
 */

const coordinates = z.object({ lat: z.number(), lng: z.number(), system: z.string() });

const place = z.object({
  name: z.string(),
  address: z.string().default(''),
  coordinates: coordinates.optional(),
  category: z.string().optional(),
  distanceMeters: z.number().optional(),
});

const routeLeg = z.object({
  from: z.string(),
  to: z.string(),
  distanceMeters: z.number(),
  durationSeconds: z.number(),
  steps: z.array(z.string()).default([]),
  fare: z.string().optional(),
});

/** Which map provider answered, and why. */
const mapAnswer = {
  provider: z.string().optional(),
  providerLabel: z.string().optional(),
  reason: z.string().optional(),
  notes: z.array(z.string()).optional(),
};

export const locationMetadata = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('locate'),
    position: z.object({ coordinates, description: z.string(), source: z.string(), accuracyMeters: z.number().optional() }),
    /** The services tried before, and why each gave nothing. */
    failures: z.array(z.object({ source: z.string(), reason: z.string() })).optional(),
  }),
  z.object({ action: z.enum(['geocode', 'search_places']), places: z.array(place), reverse: z.boolean().optional(), center: coordinates.optional(), ...mapAnswer }),
  z.object({
    action: z.enum(['get_directions', 'plan_trip']),
    route: z.object({ mode: z.string(), legs: z.array(routeLeg), distanceMeters: z.number(), durationSeconds: z.number() }),
    ...mapAnswer,
  }),
]);
export type LocationMetadata = z.input<typeof locationMetadata>;

const webSearchResult = z.object({ title: z.string(), url: z.string(), snippet: z.string().default(''), date: z.string().optional() });

export const webSearchMetadata = z.object({
  backend: z.enum(['tavily', 'searxng']).optional(),
  query: z.string().optional(),
  results: z.array(webSearchResult),
  notes: z.array(z.string()).optional(),
});
export type WebSearchMetadata = z.input<typeof webSearchMetadata>;

/** A page fetched, or a redirect to another host that was not followed (then only `url` and `redirect`). */
export const webFetchMetadata = z.object({
  url: z.string(),
  finalUrl: z.string().optional(),
  title: z.string().optional(),
  bytes: z.number().optional(),
  contentType: z.string().optional(),
  format: z.enum(['markdown', 'text', 'html']).optional(),
  via: z.enum(['jina', 'direct']).optional(),
  cached: z.boolean().optional(),
  truncated: z.boolean().optional(),
  extraction: z.enum(['main-content', 'whole-body']).optional(),
  pdfPages: z.object({ shown: z.number(), total: z.number() }).optional(),
  jinaError: z.string().optional(),
  redirect: z.object({ from: z.string(), to: z.string(), status: z.number().optional(), refusal: z.string().optional() }).optional(),
});
export type WebFetchMetadata = z.input<typeof webFetchMetadata>;

/** A Task call's sub-agent: its child session, once the call has finished. */
export const taskMetadata = z.object({
  subagent: z.object({
    sessionId: z.string(),
    type: z.string().optional(),
    status: z.enum(['done', 'error', 'cancelled', 'max_turns']).optional(),
    turns: z.number().optional(),
    usage: usage.optional(),
  }),
});
export type TaskMetadata = z.input<typeof taskMetadata>;

/** The list as TodoWrite accepted it. */
export const todoWriteMetadata = z.object({ todos: z.array(todo) });
export type TodoWriteMetadata = z.input<typeof todoWriteMetadata>;

/** Bash, BashInput and BashOutput: the command's shell, and how the call left it. */
export const shellMetadata = z.object({
  shell_id: z.string().optional(),
  /** The editor's terminal a foreground command ran in (over ACP), instead of a shell of Deft's. */
  terminal_id: z.string().optional(),
  status: z.enum(['background', 'killed', 'waiting_for_input']).optional(),
  /** How a foreground command ended: its exit code, null when its terminal was killed. */
  exit_code: z.number().nullable().optional(),
  /** Where the whole output went when the model got only part of it. */
  spillPath: z.string().optional(),
});
export type ShellMetadata = z.input<typeof shellMetadata>;

/** The file-changing tools (Edit, MultiEdit, Write, Insert, NotebookEdit, ApplyPatch): what they changed, as a unified diff. */
export const fileChangeMetadata = z.object({ diff: z.string() });
export type FileChangeMetadata = z.input<typeof fileChangeMetadata>;
