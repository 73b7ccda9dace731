import { z } from 'zod';
import { loadBashParser } from '../main/core/permissions/shell/bash-parser.ts';
import { defineTool } from '../main/core/tools/define.ts';
import { figure, type Figure } from './figure.ts';
import { projectWithRules } from './project-with-rules.ts';

const bash = defineTool({
  name: 'Bash',
  description: 'Runs a command.',
  input: z.object({ command: z.string() }),
  permission: (input) => ({ command: input.command }),
  execute: () => '',
});

const programs = ['npm run', 'pnpm', 'yarn', 'git', 'cargo', 'go', 'make', 'docker', 'kubectl', 'python -m', 'pytest', 'node'];
const verbs = ['build', 'test', 'lint', 'status', 'log', 'diff', 'install', 'run', 'deploy', 'format', 'check', 'push'];

/** 500 rules of the kinds people write: command prefixes, exact commands, paths, domains, asks and denies. */
function rules() {
  const allow: string[] = [];
  const deny: string[] = [];
  const ask: string[] = [];
  for (let i = 0; allow.length < 360; i++) {
    const program = programs[i % programs.length];
    const verb = verbs[Math.floor(i / programs.length) % verbs.length];
    allow.push(i % 3 === 0 ? `Bash(${program} ${verb} *)` : i % 3 === 1 ? `Bash(${program} ${verb}:*)` : `Bash(${program} ${verb} --flag${i})`);
  }
  for (let i = 0; i < 60; i++) allow.push(`Read(/src/module${i}/**)`, `WebFetch(domain:docs${i}.example.com)`);
  for (let i = 0; i < 20; i++) deny.push(`Bash(rm -rf /data${i} *)`, `Read(./secrets${i}/**)`);
  for (let i = 0; i < 40; i++) ask.push(`Bash(git push origin release${i} *)`);
  return { allow: allow.slice(0, 420), deny, ask };
}

/** 1,000 command lines like the ones agents run: single commands, pipelines, chains, substitutions. */
function commands(): string[] {
  const list: string[] = [];
  for (let i = 0; list.length < 1000; i++) {
    const program = programs[i % programs.length];
    const verb = verbs[(i * 7) % verbs.length];
    const shapes = [
      `${program} ${verb}`,
      `cd packages/app${i % 9} && ${program} ${verb} -- --watch=false`,
      `git status --short && git diff --stat HEAD~${i % 5}`,
      `grep -rn "TODO(${i})" src/ | head -20`,
      `ls -la build/out${i} 2>/dev/null || mkdir -p build/out${i}`,
      `echo "$(date +%s)" > .cache/stamp${i}`,
      `FOO=${i} timeout 60 ${program} ${verb} --reporter=dot`,
      `find . -name "*.ts" -newer package.json | xargs wc -l | sort -n | tail -5`,
    ];
    list.push(shapes[i % shapes.length]);
  }
  return list;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Parse + evaluate of 1,000 commands against 500 rules, per command, beside the bare tree-sitter parse. */
export default async function run(): Promise<Figure[]> {
  const ruleSet = rules();
  const project = projectWithRules(ruleSet);
  try {
    const { projectDir, permissions } = project;
    const parse = await loadBashParser();
    const lines = commands();
    const request = (command: string) => ({
      tool: bash,
      input: { command },
      target: { command },
      sessionId: 's',
      agent: { name: 'main' },
      cwd: projectDir,
    });
    const decideTimes: number[] = [];
    const parseTimes: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const command of lines) {
        let start = process.hrtime.bigint();
        parse(command);
        parseTimes.push(Number(process.hrtime.bigint() - start) / 1000);
        start = process.hrtime.bigint();
        await permissions.decide(request(command));
        decideTimes.push(Number(process.hrtime.bigint() - start) / 1000);
      }
    }
    const total = ruleSet.allow.length + ruleSet.deny.length + ruleSet.ask.length;
    return [
      figure(`permissions: parse + evaluate one command against ${total} rules (median of 1,000 commands)`, 'µs', median(decideTimes), 'tree-sitter parse of the same command alone', median(parseTimes)),
    ];
  } finally {
    project.remove();
  }
}
