import { describe, expect, it } from 'vitest';
import { parseRule } from '../../../../../main/core/permissions/rules/parse.ts';
import { parsed } from './rule-helpers.ts';

const errorOf = (text: string): string => {
  const result = parseRule(text);
  if (!('error' in result)) throw new Error(`"${text}" parsed`);
  return result.error;
};

describe('parseRule: Tool and Tool(spec)', () => {
  it('reads a bare tool, an empty Tool() and Tool(*) as the whole tool', () => {
    for (const text of ['Bash', 'Bash()', 'Bash( )', 'Bash(*)', '  Bash  ', 'Bash (*)']) {
      expect(parsed(text).spec, text).toEqual({ kind: 'any' });
      expect(parsed(text).tool, text).toEqual({ kind: 'name', names: ['Bash'] });
    }
    expect(parsed('  Bash(ls)  ').text).toBe('Bash(ls)');
  });

  it('keeps balanced parentheses inside the spec and unescapes \\( \\) \\\\', () => {
    expect(parsed('Bash(echo (hi))').spec).toEqual({ kind: 'command', pattern: 'echo (hi)' });
    expect(parsed('Bash(echo $(date) (a (b)))').spec).toEqual({ kind: 'command', pattern: 'echo $(date) (a (b))' });
    expect(parsed('Bash(echo \\(hi)').spec).toEqual({ kind: 'command', pattern: 'echo (hi' });
    expect(parsed('Bash(echo hi\\))').spec).toEqual({ kind: 'command', pattern: 'echo hi)' });
    expect(parsed('Bash(printf a\\\\b)').spec).toEqual({ kind: 'command', pattern: 'printf a\\b' });
    expect(parsed('Bash(grep \\d+ file)').spec).toEqual({ kind: 'command', pattern: 'grep \\d+ file' });
  });

  it('refuses unbalanced parentheses with a message naming the rule', () => {
    for (const text of ['Bash(ls', 'Bash ls)', 'Bash(echo ( hi)', 'Bash(ls) -la', 'Bash(a)(b)', 'Bash(echo \\)']) {
      const error = errorOf(text);
      expect(error, text).toContain(`"${text}"`);
      expect(error, text).toMatch(/\\\(/);
    }
  });

  it('refuses empty rules and things that are not tool names', () => {
    expect(errorOf('')).toMatch(/empty/);
    expect(errorOf('   ')).toMatch(/empty/);
    expect(errorOf('(ls)')).toMatch(/no tool name/);
    expect(errorOf('Bash:*')).toMatch(/"Bash:\*" is not a tool name.*Bash\(npm run \*\)/);
    expect(errorOf('Read[x]')).toMatch(/not a tool name/);
    expect(errorOf('Bash ls')).toMatch(/not a tool name/);
  });
});

describe('parseRule: command rules', () => {
  it('covers Bash, Monitor and PowerShell, with whitespace normalised', () => {
    for (const tool of ['Bash', 'Monitor', 'PowerShell']) {
      expect(parsed(`${tool}(npm   run\ttest )`).spec).toEqual({ kind: 'command', pattern: 'npm run test' });
    }
  });

  it('rewrites a legacy :* suffix to " *", only at the very end', () => {
    expect(parsed('Bash(npm run test:*)').spec).toEqual({ kind: 'command', pattern: 'npm run test *' });
    expect(parsed('Bash(npm run test :*)').spec).toEqual({ kind: 'command', pattern: 'npm run test *' });
    expect(parsed('Bash(git -C * show:*)').spec).toEqual({ kind: 'command', pattern: 'git -C * show *' });
    expect(parsed('Bash(:*)').spec).toEqual({ kind: 'command', pattern: '*' });
    expect(parsed('Bash(npm run test:*)').warnings).toEqual([]);
    const middle = parsed('Bash(git:* push)');
    expect(middle.spec).toEqual({ kind: 'command', pattern: 'git:* push' });
    expect(middle.warnings[0]).toMatch(/only at the end/);
  });

  it('reads a legacy :* suffix before a param rule: Bash(timeout:*) is the timeout command', () => {
    expect(parsed('Bash(timeout:*)').spec).toEqual({ kind: 'command', pattern: 'timeout *' });
    expect(parsed('Bash(command:*)').spec).toEqual({ kind: 'command', pattern: 'command *' });
  });
});

describe('parseRule: param:value', () => {
  it('reads known params of built-in tools and any identifier of other tools', () => {
    expect(parsed('Bash(run_in_background:true)').spec).toEqual({ kind: 'param', name: 'run_in_background', value: 'true' });
    expect(parsed('Bash(timeout:600000)').spec).toEqual({ kind: 'param', name: 'timeout', value: '600000' });
    expect(parsed('Agent(model:opus)').spec).toEqual({ kind: 'param', name: 'model', value: 'opus' });
    expect(parsed('Task(model: opus )').spec).toEqual({ kind: 'param', name: 'model', value: 'opus' });
    expect(parsed('Read(pages:*)').spec).toEqual({ kind: 'param', name: 'pages', value: '*' });
    expect(parsed('WebFetch(prompt:*password*)').spec).toEqual({ kind: 'param', name: 'prompt', value: '*password*' });
    expect(parsed('mcp__db__query(sql:*DROP*)').spec).toEqual({ kind: 'param', name: 'sql', value: '*DROP*' });
    expect(parsed('Grep(pattern:*secret*)').spec).toEqual({ kind: 'param', name: 'pattern', value: '*secret*' });
  });

  it('reads name:value that is not a param of the tool as the tool own specifier', () => {
    expect(parsed('Agent(myplugin:reviewer)').spec).toEqual({ kind: 'specifier', pattern: 'myplugin:reviewer' });
    expect(parsed('Skill(plugin:deploy *)').spec).toEqual({ kind: 'specifier', pattern: 'plugin:deploy *' });
    expect(parsed('Skill(apps/web:deploy)').spec).toEqual({ kind: 'specifier', pattern: 'apps/web:deploy' });
    expect(parsed('Bash(echo:hi)').spec).toEqual({ kind: 'command', pattern: 'echo:hi' });
  });

  it('refuses the primary fields and an empty value', () => {
    expect(errorOf('Bash(command:rm *)')).toMatch(/"command" cannot be matched as a param/);
    expect(errorOf('Read(file_path:/etc/passwd)')).toMatch(/"file_path"/);
    expect(errorOf('mcp__fs__read(path:/etc)')).toMatch(/"path"/);
    expect(errorOf('NotebookEdit(notebook_path:*)')).toMatch(/"notebook_path"/);
    expect(errorOf('WebFetch(url:https://x.dev)')).toMatch(/"url"/);
    expect(errorOf('Agent(model:)')).toMatch(/no value.*"\*"/);
  });
});

describe('parseRule: paths, domains and the rest', () => {
  it('reads Read and Edit specs as paths, with each root and shape', () => {
    const path = (text: string) => {
      const spec = parsed(text).spec;
      if (spec.kind !== 'path') throw new Error(`${text} is not a path rule`);
      return { access: spec.access, ...spec.pattern };
    };
    expect(path('Read(//etc/hosts)')).toEqual({ access: 'read', root: 'filesystem', up: 0, segments: ['etc', 'hosts'], shape: 'anchored' });
    expect(path('Edit(~/.zshrc)')).toEqual({ access: 'write', root: 'home', up: 0, segments: ['.zshrc'], shape: 'anchored' });
    expect(path('Read(/docs/**)')).toMatchObject({ root: 'anchor', segments: ['docs', '**'], shape: 'anchored' });
    expect(path('Read(./.env)')).toMatchObject({ root: 'cwd', segments: ['.env'], shape: 'anchored' });
    expect(path('Read(.env)')).toMatchObject({ root: 'cwd', segments: ['.env'], shape: 'floating' });
    expect(path('Read(build/)')).toMatchObject({ root: 'cwd', segments: ['build'], shape: 'floating' });
    expect(path('Read(**/**/.env)')).toMatchObject({ segments: ['**', '.env'], shape: 'floating' });
    expect(path('Read(src/**)')).toMatchObject({ segments: ['src', '**'], shape: 'single-dir' });
    expect(path('Read(src/*.ts)')).toMatchObject({ segments: ['src', '*.ts'], shape: 'anchored' });
    expect(path('Read(src/../.env)')).toMatchObject({ segments: ['.env'], shape: 'anchored' });
    expect(path('Read(../docs/**)')).toMatchObject({ root: 'cwd', up: 1, segments: ['docs', '**'], shape: 'anchored' });
    expect(path('Read(C:\\Users\\me\\**)')).toMatchObject({ root: 'filesystem', segments: ['c', 'Users', 'me', '**'] });
    expect(path('Read(\\!important)')).toMatchObject({ segments: ['\\!important'] });
  });

  it('refuses negation and ".." after a wildcard in paths', () => {
    expect(errorOf('Read(!.env)')).toMatch(/negated/);
    expect(errorOf('Read(src/*/../.env)')).toMatch(/".." after a wildcard/);
  });

  it('accepts, warns about and never consults path rules of the tools Read and Edit rules govern', () => {
    for (const [tool, governor] of [['Write', 'Edit'], ['Glob', 'Read'], ['NotebookEdit', 'Edit'], ['MultiEdit', 'Edit'], ['LS', 'Read'], ['Grep', 'Read'], ['Insert', 'Edit'], ['ApplyPatch', 'Edit']]) {
      const rule = parsed(`${tool}(src/**)`);
      expect(rule.spec.kind, tool).toBe('unconsulted');
      expect(rule.warnings[0], tool).toContain(`${tool}(src/**) is accepted but never consulted: ${governor}(…) rules govern`);
    }
    expect(parsed('Write').spec).toEqual({ kind: 'any' });
    expect(parsed('Write').warnings).toEqual([]);
  });

  it('reads WebFetch domain rules and refuses other WebFetch specs', () => {
    expect(parsed('WebFetch(domain:Example.COM)').spec).toEqual({ kind: 'domain', pattern: 'example.com' });
    expect(parsed('WebFetch(domain: *.example.com )').spec).toEqual({ kind: 'domain', pattern: '*.example.com' });
    expect(parsed('WebFetch(domain:bücher.de)').spec).toEqual({ kind: 'domain', pattern: 'xn--bcher-kva.de' });
    expect(errorOf('WebFetch(domain:)')).toMatch(/needs a host/);
    expect(errorOf('WebFetch(domain:https://example.com)')).toMatch(/not a host name/);
    expect(errorOf('WebFetch(domain:example.com:8080)')).toMatch(/not a host name/);
    expect(errorOf('WebFetch(https://example.com/*)')).toMatch(/WebFetch\(domain:example.com\)/);
  });

  it('reads tool-name patterns: names, Agent and Task as one tool, MCP servers and globs', () => {
    expect(parsed('Agent(Explore)').tool).toEqual({ kind: 'name', names: ['Agent', 'Task'] });
    expect(parsed('Task(Explore)').tool).toEqual({ kind: 'name', names: ['Agent', 'Task'] });
    expect(parsed('Task(Explore)').spec).toEqual({ kind: 'specifier', pattern: 'Explore' });
    expect(parsed('mcp__github').tool).toEqual({ kind: 'server', server: 'github' });
    expect(parsed('mcp__github__get_issue').tool).toEqual({ kind: 'name', names: ['mcp__github__get_issue'] });
    expect(parsed('mcp__github__get_*').tool).toEqual({ kind: 'glob', glob: 'mcp__github__get_*' });
    expect(parsed('*').tool).toEqual({ kind: 'glob', glob: '*' });
    expect(parsed('mcp__').tool).toEqual({ kind: 'name', names: ['mcp__'] });
  });

  it('reads other specs as a specifier pattern', () => {
    expect(parsed('Skill(deploy  *)').spec).toEqual({ kind: 'specifier', pattern: 'deploy *' });
    expect(parsed('mcp__github__get_*(x)').spec).toEqual({ kind: 'specifier', pattern: 'x' });
  });
});
