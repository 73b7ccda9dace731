import { z } from 'zod';

export interface Sample {
  /** Input the tool's zod schema accepts. */
  value: unknown;
  /** The same input as a strict-mode model sends it: every absent optional property as `null`. */
  strict?: unknown;
}

export interface SchemaCase {
  name: string;
  input: z.ZodType;
  /** Whether OpenAI strict mode can express the schema. */
  strict: boolean;
  samples: Sample[];
}

interface TreeNode {
  value: number;
  children?: TreeNode[];
}

const Tree: z.ZodType<TreeNode> = z.object({
  value: z.number(),
  get children() {
    return z.array(Tree).optional();
  },
});

interface Entry {
  name: string;
  entries?: Entry[];
}

const Entry: z.ZodType<Entry> = z.lazy(() =>
  z.object({ name: z.string().describe('Entry name'), entries: z.array(Entry).optional() }),
);

/** Tool-shaped inputs covering what zod produces; every sample is valid for its schema. */
export const cases: SchemaCase[] = [
  {
    name: 'optional',
    input: z.object({
      path: z.string().describe('Absolute path'),
      limit: z.number().int().positive().optional().describe('Lines to read'),
    }),
    strict: true,
    samples: [
      { value: { path: '/a' }, strict: { path: '/a', limit: null } },
      { value: { path: '/a', limit: 3 }, strict: { path: '/a', limit: 3 } },
    ],
  },
  {
    name: 'nullable',
    input: z.object({
      note: z.string().nullable().describe('A note or null'),
      since: z.string().nullable().optional(),
      where: z.object({ line: z.number() }).nullable(),
    }),
    strict: true,
    samples: [
      // An absent nullable optional property comes back as null: strict mode cannot tell the two apart.
      { value: { note: null, since: null, where: null }, strict: { note: null, since: null, where: null } },
      { value: { note: 'x', since: null, where: { line: 1 } }, strict: { note: 'x', since: null, where: { line: 1 } } },
    ],
  },
  {
    name: 'default',
    input: z.object({
      mode: z.enum(['fast', 'slow']).default('fast').describe('How hard to try'),
      count: z.number().default(1),
    }),
    strict: true,
    samples: [
      { value: {}, strict: { mode: null, count: null } },
      { value: { mode: 'slow', count: 2 }, strict: { mode: 'slow', count: 2 } },
    ],
  },
  {
    name: 'enums and literals',
    input: z.object({
      level: z.enum(['low', 'high']).describe('Level'),
      answer: z.literal(42),
      flag: z.literal(true),
      version: z.literal('v1'),
      either: z.literal(['a', 2]).optional(),
      code: z.enum({ One: 1, Two: 2 }).optional(),
    }),
    strict: true,
    samples: [
      {
        value: { level: 'low', answer: 42, flag: true, version: 'v1' },
        strict: { level: 'low', answer: 42, flag: true, version: 'v1', either: null, code: null },
      },
      {
        value: { level: 'high', answer: 42, flag: true, version: 'v1', either: 2, code: 1 },
        strict: { level: 'high', answer: 42, flag: true, version: 'v1', either: 2, code: 1 },
      },
    ],
  },
  {
    name: 'unions',
    input: z.object({
      value: z.union([z.string(), z.number()]).describe('Text or number'),
      target: z.union([z.object({ path: z.string() }), z.object({ url: z.string(), depth: z.number().optional() })]).optional(),
    }),
    strict: true,
    samples: [
      { value: { value: 'x' }, strict: { value: 'x', target: null } },
      { value: { value: 1, target: { path: '/p' } }, strict: { value: 1, target: { path: '/p' } } },
      { value: { value: 1, target: { url: 'u' } }, strict: { value: 1, target: { url: 'u', depth: null } } },
    ],
  },
  {
    name: 'discriminated unions',
    input: z.object({
      action: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('read'), path: z.string(), offset: z.number().optional() }),
        z.object({ kind: z.literal('write'), path: z.string(), content: z.string().describe('New content') }),
      ]),
    }),
    strict: true,
    samples: [
      { value: { action: { kind: 'read', path: '/a' } }, strict: { action: { kind: 'read', path: '/a', offset: null } } },
      { value: { action: { kind: 'write', path: '/a', content: '' } }, strict: { action: { kind: 'write', path: '/a', content: '' } } },
    ],
  },
  {
    name: 'records',
    input: z.object({
      env: z.record(z.string(), z.string()).optional().describe('Environment variables'),
      command: z.string(),
    }),
    strict: false,
    samples: [{ value: { command: 'ls' } }, { value: { command: 'ls', env: { A: '1' } } }],
  },
  {
    name: 'arrays of objects',
    input: z.object({
      edits: z
        .array(z.object({ old: z.string(), new: z.string(), all: z.boolean().optional().describe('Replace every match') }))
        .min(1)
        .describe('Edits in order'),
    }),
    strict: true,
    samples: [
      {
        value: { edits: [{ old: 'a', new: 'b' }, { old: 'c', new: 'd', all: true }] },
        strict: { edits: [{ old: 'a', new: 'b', all: null }, { old: 'c', new: 'd', all: true }] },
      },
    ],
  },
  {
    name: 'nested objects',
    input: z.object({
      options: z
        .object({
          depth: z.number().optional(),
          filter: z.object({ glob: z.string().optional().describe('Glob pattern') }).optional(),
        })
        .optional()
        .describe('Search options'),
    }),
    strict: true,
    samples: [
      { value: {}, strict: { options: null } },
      { value: { options: { filter: {} } }, strict: { options: { depth: null, filter: { glob: null } } } },
      { value: { options: { depth: 1, filter: { glob: '*' } } }, strict: { options: { depth: 1, filter: { glob: '*' } } } },
    ],
  },
  {
    name: 'recursion through z.lazy',
    input: z.object({ root: Entry.describe('The top entry'), extra: Entry.optional() }),
    strict: true,
    samples: [
      {
        value: { root: { name: 'a', entries: [{ name: 'b', entries: [{ name: 'c' }] }] } },
        strict: {
          root: { name: 'a', entries: [{ name: 'b', entries: [{ name: 'c', entries: null }] }] },
          extra: null,
        },
      },
    ],
  },
  {
    name: 'recursion through a getter',
    input: Tree,
    strict: true,
    samples: [
      { value: { value: 1 }, strict: { value: 1, children: null } },
      {
        value: { value: 1, children: [{ value: 2, children: [{ value: 3 }] }] },
        strict: { value: 1, children: [{ value: 2, children: [{ value: 3, children: null }] }] },
      },
    ],
  },
  {
    name: 'string formats',
    input: z.object({
      email: z.email(),
      id: z.uuid(),
      site: z.url().optional(),
      slug: z.string().min(1).max(10).regex(/^[a-z]+$/),
    }),
    strict: true,
    samples: [
      {
        value: { email: 'a@b.io', id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', slug: 'abc' },
        strict: { email: 'a@b.io', id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', site: null, slug: 'abc' },
      },
    ],
  },
  {
    name: 'tuples',
    input: z.object({ range: z.tuple([z.number(), z.number()]).optional().describe('Start and end line') }),
    strict: false,
    samples: [{ value: {} }, { value: { range: [1, 2] } }],
  },
  {
    name: 'any value',
    input: z.object({ payload: z.unknown().describe('Anything') }),
    strict: false,
    samples: [{ value: { payload: { deep: [1] } } }],
  },
];
