import { describe, expect, it } from 'vitest';
import { compileRule } from '../../../../../main/core/permissions/rules/compile.ts';
import type { RuleCall } from '../../../../../main/core/permissions/rules/types.ts';
import { anchor, applies, bash, compiled, cwd, edit, fetch, fileAccess, parsed, read, skill, where } from './rule-helpers.ts';

describe('compileRule: which part of a call each kind consults', () => {
  it('command rules read only the command, of their own tool', () => {
    const redirect: RuleCall = { ...bash('echo hi'), command: undefined, path: { path: `${cwd}/out.txt`, access: 'write' } };
    expect(applies('Bash(echo *)', bash('echo hi'))).toBe(true);
    expect(applies('Bash(echo *)', redirect)).toBe(false);
    expect(applies('Bash(echo *)', { ...skill('echo'), command: 'echo hi' })).toBe(false);
    expect(applies('PowerShell(Get-ChildItem *)', { toolName: 'PowerShell', aliases: [], input: {}, command: 'Get-ChildItem -Recurse' })).toBe(true);
  });

  it('a bare name covers every part of the call', () => {
    const redirect: RuleCall = { ...bash('echo hi'), command: undefined, path: { path: `${cwd}/out.txt`, access: 'write' } };
    expect(applies('Bash', redirect)).toBe(true);
    expect(applies('Bash', { toolName: 'Bash', aliases: [], input: {} })).toBe(true);
  });

  it('domain rules read only the domain; specifier rules only the specifier', () => {
    expect(applies('WebFetch(domain:example.com)', { ...fetch('example.com'), domain: undefined })).toBe(false);
    expect(applies('WebFetch(domain:example.com)', { ...fetch('example.com'), toolName: 'WebSearch', aliases: [] })).toBe(false);
    expect(applies('Skill(deploy *)', { ...skill('deploy'), specifier: undefined })).toBe(false);
    expect(applies('Skill(deploy *)', skill('deploy', '  prod  '))).toBe(true);
  });
});

describe('compileRule: Read and Edit govern file access, whatever the tool', () => {
  it('Read rules govern reads by Read, Grep, Glob, LS and any other tool', () => {
    for (const toolName of ['Read', 'Grep', 'Glob', 'LS', 'Diagnostics', 'Bash']) {
      expect(applies('Read(./src/**)', fileAccess(toolName, `${cwd}/src/a.ts`, 'read')), toolName).toBe(true);
      expect(applies('Read(./src/**)', fileAccess(toolName, `${cwd}/src/a.ts`, 'write')), toolName).toBe(false);
    }
  });

  it('Edit rules govern writes by Edit, Write, MultiEdit, Insert, ApplyPatch, NotebookEdit and Bash redirects', () => {
    for (const toolName of ['Edit', 'Write', 'MultiEdit', 'Insert', 'ApplyPatch', 'NotebookEdit', 'Bash']) {
      expect(applies('Edit(./src/**)', fileAccess(toolName, `${cwd}/src/a.ts`, 'write'), 'deny'), toolName).toBe(true);
      expect(applies('Edit(./src/**)', fileAccess(toolName, `${cwd}/src/a.ts`, 'read'), 'deny'), toolName).toBe(false);
    }
  });

  it('applies the two implications: an Edit allow allows reading, a Read deny denies writing', () => {
    const governs = (text: string, list: 'allow' | 'deny' | 'ask') => [...compiled(text, list).governs].sort();
    expect(governs('Read(x)', 'allow')).toEqual(['read']);
    expect(governs('Read(x)', 'ask')).toEqual(['read']);
    expect(governs('Read(x)', 'deny')).toEqual(['read', 'write']);
    expect(governs('Edit(x)', 'allow')).toEqual(['read', 'write']);
    expect(governs('Edit(x)', 'ask')).toEqual(['write']);
    expect(governs('Edit(x)', 'deny')).toEqual(['write']);
    expect(governs('Read', 'deny')).toEqual(['read', 'write']);
    expect(governs('Bash(ls)', 'deny')).toEqual([]);
    expect(applies('Edit(./src/**)', read(`${cwd}/src/a.ts`), 'allow')).toBe(true);
    expect(applies('Edit(./src/**)', read(`${cwd}/src/a.ts`), 'ask')).toBe(false);
    expect(applies('Read(./.env)', edit(`${cwd}/.env`), 'deny')).toBe(true);
    expect(applies('Read(./.env)', edit(`${cwd}/.env`), 'ask')).toBe(false);
  });

  it('a bare Read or Edit rule covers its own tool and the access it governs', () => {
    expect(applies('Read', { toolName: 'Read', aliases: [], input: {} })).toBe(true);
    expect(applies('Read', fileAccess('Grep', '/anywhere', 'read'))).toBe(true);
    expect(applies('Read', fileAccess('Write', '/anywhere', 'write'))).toBe(false);
    expect(applies('Read', fileAccess('Write', '/anywhere', 'write'), 'deny')).toBe(true);
    expect(applies('Edit', fileAccess('Grep', '/anywhere', 'read'))).toBe(true);
    expect(applies('Edit', fileAccess('Grep', '/anywhere', 'read'), 'deny')).toBe(false);
  });
});

describe('compileRule: skipped rules', () => {
  const skipped = (text: string, list: 'allow' | 'deny' | 'ask') => {
    const result = compileRule(parsed(text), { list, anchor, platform: 'linux' });
    return 'skipped' in result ? result.skipped : undefined;
  };

  it('skips never-consulted path rules in every list, saying which rule governs instead', () => {
    for (const list of ['allow', 'deny', 'ask'] as const) {
      expect(skipped('Write(./src/**)', list)).toMatch(/never consulted: Edit\(…\) rules govern/);
      expect(skipped('Glob(**)', list)).toMatch(/never consulted: Read\(…\) rules govern/);
    }
  });

  it('skips param rules in allow lists only', () => {
    expect(skipped('Agent(model:opus)', 'allow')).toMatch(/deny and ask lists only/);
    expect(skipped('Agent(model:opus)', 'deny')).toBeUndefined();
    expect(skipped('Agent(model:opus)', 'ask')).toBeUndefined();
  });

  it('takes the running platform when none is given', () => {
    const result = compileRule(parsed('Read(.env)'), { list: 'deny', anchor });
    if ('skipped' in result) throw new Error(result.skipped);
    const foldsCase = process.platform === 'darwin' || process.platform === 'win32';
    expect(result.applies(read(`${cwd}/.ENV`), where)).toBe(foldsCase);
  });
});
