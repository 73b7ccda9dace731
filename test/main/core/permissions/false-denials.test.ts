import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PermissionDecision } from '../../../../main/core/tools/permission.ts';
import { developerCommands } from './developer-commands.ts';
import { permissionsFor } from './engine-fixtures.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const tldrFile = join(root, '..', 'shared', 'fixtures', 'commands', 'tldr-examples.jsonl');
const present = existsSync(tldrFile);
if (!present) console.log(`skipped: ${tldrFile} is absent (a clone outside the workspace has no ../shared)`);

const tldrCommands = present
  ? readFileSync(tldrFile, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => (JSON.parse(line) as { command: string }).command)
  : [];

/** Why a command was not simply allowed, by the most dangerous part the person is asked about (or the denial). */
type Outcome = { allowed: true } | { allowed: false; kind: string; reason: string };

/**
 * The reasons to put a command to the person that the containment issue wants asked whatever the
 * rules allow: credentials, Deft's control files and other protected files, writes outside the
 * project, critical removals, and what cannot be analysed (the reason says what).
 */
const realRisks = new Set(['credentials', 'control', 'outside', 'destructive', 'opaque']);

/** tldr writes keystrokes of interactive programs as `<Ctrl c>`, `<Esc><:>q<Enter>`: key presses, not command lines. */
const keystrokes = (command: string, outcome: Outcome) =>
  !outcome.allowed && outcome.reason === 'the command does not parse' && /<[A-Za-z0-9 .?/:[\]|]+>/.test(command);

function outcomeOf(decision: PermissionDecision): Outcome {
  if (decision.behavior === 'allow') return { allowed: true };
  if (decision.behavior === 'deny') {
    const kind = decision.source.kind === 'rule' ? 'denied by a rule' : decision.source.detail === 'sensitive path' ? 'credentials' : decision.source.kind;
    return { allowed: false, kind, reason: decision.message };
  }
  const first = decision.parts?.find((part) => part.verdict !== 'allow');
  return { allowed: false, kind: first?.risk ?? 'unknown', reason: first?.reason ?? decision.reason ?? 'no reason given' };
}

async function decideAll(rules: { allow: string[]; deny: string[] }, commands: readonly string[]) {
  const { bash } = permissionsFor({ project: { permissions: rules } });
  const outcomes = new Map<string, Outcome>();
  for (const command of new Set(commands)) outcomes.set(command, outcomeOf(await bash(command)));
  return outcomes;
}

/** Prints every command that was not allowed, grouped by class, and returns the counts per class. */
function report(title: string, outcomes: ReadonlyMap<string, Outcome>, include: (command: string, outcome: Outcome) => boolean = () => true) {
  const byKind = new Map<string, string[]>();
  for (const [command, outcome] of outcomes) {
    if (outcome.allowed || !include(command, outcome)) continue;
    const line = `  ${JSON.stringify(command)} — ${outcome.reason}`;
    byKind.set(outcome.kind, [...(byKind.get(outcome.kind) ?? []), line]);
  }
  const counts = Object.fromEntries([...byKind].map(([kind, lines]) => [kind, lines.length]));
  const lines = [...byKind].flatMap(([kind, list]) => [`${kind}: ${list.length}`, ...list]);
  console.log(`${title}\n${lines.join('\n') || '  (none)'}`);
  return counts;
}

const percent = (count: number, total: number) => `${((100 * count) / total).toFixed(2)}%`;

/**
 * The one developer command a plain allow Bash still asks about: an archive extracted into the project
 * root may carry `.claude/settings.json` or a git hook, and which files it holds is only known when tar runs.
 */
const extraction: [string, Outcome] = [
  'tar -xzf vendor.tar.gz',
  {
    allowed: false,
    kind: 'control',
    reason: "tar extracts into ., where Deft's control files live (.deft, .claude, .mcp.json …): which files it writes is only known when it runs",
  },
];

describe('ordinary developer commands', () => {
  it('at least 200 of them, none asked or denied under a plain allow Bash but an extraction into the project root', async () => {
    expect(new Set(developerCommands).size).toBeGreaterThanOrEqual(200);
    const outcomes = await decideAll({ allow: ['Bash'], deny: [] }, developerCommands);
    report('developer commands asked or denied under allow Bash:', outcomes);
    expect([...outcomes].filter(([, outcome]) => !outcome.allowed)).toEqual([extraction]);
  });

  it('under allow Bash with rm and curl denied, only the ones that run rm or curl are denied, and inline code the rules cannot see into is asked', async () => {
    const outcomes = await decideAll({ allow: ['Bash'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] }, developerCommands);
    const refused = [...outcomes].filter(([, outcome]) => !outcome.allowed);
    const hidden = (outcome: Outcome) => !outcome.allowed && outcome.kind === 'opaque' && / runs code \(/.test(outcome.reason);
    expect(refused.filter(([, outcome]) => !hidden(outcome))).toEqual([extraction, ['curl --version', { allowed: false, kind: 'denied by a rule', reason: 'Bash(curl:*) denies curl --version' }]]);
    expect(refused.filter(([, outcome]) => hidden(outcome)).map(([command]) => command.split(/\s/)[0])).toEqual(['python3', 'node', 'python3', 'perl']);
  });
});

describe('input typed into a program that only reads data', () => {
  /** Text for a running command, and the programs reading its terminal. */
  const typed: Array<{ input: string; command: string; running: string[][] }> = [
    { input: 'hello x\n', command: 'sed s/x/y/ -', running: [['sed', 's/x/y/', '-']] },
    { input: 'rm v\n', command: 'sed -n s/x/y/p /dev/stdin', running: [['sed', '-n', 's/x/y/p', '/dev/stdin']] },
    { input: 'a,b\n\u0004', command: 'cut -d, -f1', running: [['cut', '-d,', '-f1']] },
    { input: 'some text\n', command: 'cat', running: [['cat']] },
    { input: 'needle\n', command: 'grep needle', running: [['grep', 'needle']] },
  ];

  for (const setup of [{}, { project: { permissions: { allow: ['Bash'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] } } }]) {
    it(`is data, allowed without the person (${setup.project ? 'allow Bash, deny rm and curl' : 'default mode, no rules'})`, async () => {
      const { decide } = permissionsFor(setup);
      for (const input of typed) expect(await decide('BashInput', input), input.command).toMatchObject({ behavior: 'allow' });
    });
  }

  it('is still judged when the program could act on it, or the line runs more after it', async () => {
    const { decide } = permissionsFor({ project: { permissions: { allow: ['Bash'], deny: ['Bash(rm:*)'] } } });
    const judged = [
      { input: '1e rm v\n', command: 'sed -f - notes.txt', running: [['sed', '-f', '-', 'notes.txt']] },
      { input: 'rm v\n', command: 'sed s/x/y/ -; bash', running: [['sed', 's/x/y/', '-']] },
      { input: 'rm v\n', command: "sed 's/x/y/e' -", running: [['sed', 's/x/y/e', '-']] },
      { input: 'rm v\n', command: 'python3 prompt.py', running: [['python3', 'prompt.py']] },
    ];
    for (const input of judged) expect(await decide('BashInput', input), input.command).not.toMatchObject({ behavior: 'allow' });
  });
});

describe.skipIf(!present)('false denials over the tldr examples and the developer commands', () => {
  const corpus = [...new Set([...tldrCommands, ...developerCommands])];

  it(
    'holds at least 1,000 commands; under a plain allow Bash, every one asked or denied is so for a real risk',
    async () => {
      expect(corpus.length).toBeGreaterThanOrEqual(1000);
      const outcomes = await decideAll({ allow: ['Bash'], deny: [] }, corpus);
      const keys = [...outcomes].filter(([command, outcome]) => keystrokes(command, outcome)).length;
      const counts = report('asked or denied under allow Bash (tldr key presses left out of the list):', outcomes, (command, outcome) => !keystrokes(command, outcome));
      const refused = [...outcomes.values()].filter((outcome) => !outcome.allowed).length;
      console.log(
        `allow Bash: ${outcomes.size} commands, ${refused} asked or denied (${percent(refused, outcomes.size)}), of which ${keys} are tldr key presses ` +
          `that do not parse; of the other ${outcomes.size - keys}: ${refused - keys} (${percent(refused - keys, outcomes.size - keys)}), by class ${JSON.stringify(counts)}`,
      );
      const falseDenials = [...outcomes].filter(([, outcome]) => !outcome.allowed && !realRisks.has(outcome.kind));
      expect(falseDenials).toEqual([]);
    },
    300_000,
  );

  it(
    'with rm and curl denied, at most 1% more are asked or denied beyond the commands that run rm or curl',
    async () => {
      const plain = await decideAll({ allow: ['Bash'], deny: [] }, corpus);
      const denying = await decideAll({ allow: ['Bash'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] }, corpus);
      const runsDenied = (outcome: Outcome) => !outcome.allowed && outcome.kind === 'denied by a rule' && /^Bash\((rm|curl):\*\) denies /.test(outcome.reason);
      const extra = new Map([...denying].filter(([command, outcome]) => !outcome.allowed && !runsDenied(outcome) && plain.get(command)?.allowed));
      const byRule = [...denying.values()].filter(runsDenied).length;
      const refused = [...denying.values()].filter((outcome) => !outcome.allowed).length;
      report('asked or denied with rm and curl denied, beyond allow Bash alone and beyond running rm or curl:', extra);
      console.log(
        `allow Bash + deny rm, curl: ${denying.size} commands, ${refused} asked or denied (${percent(refused, denying.size)}): ${byRule} run rm or curl, ` +
          `${refused - byRule - extra.size} are asked under allow Bash alone, ${extra.size} more (${percent(extra.size, denying.size)})`,
      );
      expect(extra.size / denying.size).toBeLessThanOrEqual(0.01);
      const commandLines = [...denying].filter(([command, outcome]) => !keystrokes(command, outcome));
      const refusedLines = commandLines.filter(([, outcome]) => !outcome.allowed && !runsDenied(outcome)).length;
      console.log(`leaving out the tldr key presses: ${refusedLines} of ${commandLines.length} command lines (${percent(refusedLines, commandLines.length)}) asked or denied beyond running rm or curl`);
      expect(refusedLines / commandLines.length).toBeLessThanOrEqual(0.01);
    },
    300_000,
  );
});
