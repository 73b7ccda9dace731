import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { defineTool } from '../main/core/tools/define.ts';
import { projectWithRules } from './project-with-rules.ts';

const bash = defineTool({ name: 'Bash', description: 'x', input: z.object({ command: z.string() }), permission: (i) => ({ command: i.command }), execute: () => '' });
const lines = readFileSync('/work/shared/fixtures/commands/tldr-examples.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l).command as string);
for (const deny of [[], ['Bash(rm:*)', 'Bash(curl:*)']]) {
  const p = projectWithRules({ allow: ['Bash'], deny, ask: [] });
  const out: string[] = [];
  let n = 0;
  for (const command of lines) {
    const d = await p.permissions.decide({ tool: bash, input: { command }, target: { command }, sessionId: 's', agent: { name: 'main' }, cwd: p.projectDir });
    if (d.behavior !== 'allow') { n++; out.push(`${d.behavior}\t${d.behavior === 'deny' ? d.message : d.reason ?? JSON.stringify(d.parts?.filter(x=>x.verdict!=='allow').map(x=>x.label))}\t${command}`); }
  }
  console.log(deny.length, n, lines.length);
  const { writeFileSync } = await import('node:fs');
  writeFileSync(`/tmp/vd/out${deny.length}.tsv`, out.join('\n'));
  p.remove();
}
