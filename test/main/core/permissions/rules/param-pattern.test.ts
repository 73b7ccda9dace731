import { describe, expect, it } from 'vitest';
import { paramMatcher } from '../../../../../main/core/permissions/rules/param-pattern.ts';
import { applies, bash, task, tool } from './rule-helpers.ts';

describe('param:value rules', () => {
  it('compare top-level scalars as text, with * as a wildcard', () => {
    expect(paramMatcher('model', 'opus')({ model: 'opus' })).toBe(true);
    expect(paramMatcher('model', 'opus')({ model: 'Opus' })).toBe(false);
    expect(paramMatcher('model', 'claude-*')({ model: 'claude-opus-4' })).toBe(true);
    expect(paramMatcher('timeout', '600000')({ timeout: 600000 })).toBe(true);
    expect(paramMatcher('run_in_background', 'true')({ run_in_background: true })).toBe(true);
    expect(paramMatcher('run_in_background', 'true')({ run_in_background: 'false' })).toBe(false);
    expect(paramMatcher('x', '*')({ x: '' })).toBe(true);
  });

  it('never match a missing, null or structured field, or an input that is not an object', () => {
    const any = paramMatcher('x', '*');
    for (const input of [{}, { x: null }, { x: undefined }, { x: { y: 1 } }, { x: ['a'] }, null, 'x', 42, ['x'], Object.create({ x: 'inherited' })]) {
      expect(any(input), JSON.stringify(input)).toBe(false);
    }
    expect(paramMatcher('length', '*')(['a'])).toBe(false);
  });

  it('apply through the rule to the named tool only', () => {
    expect(applies('Agent(model:opus)', task('Explore', { model: 'opus' }), 'deny')).toBe(true);
    expect(applies('Agent(model:opus)', tool('Other', { model: 'opus' }), 'deny')).toBe(false);
    expect(applies('Bash(run_in_background:true)', bash('sleep 1', { run_in_background: true }), 'ask')).toBe(true);
    expect(applies('mcp__db__*(sql:*DROP TABLE*)', tool('mcp__db__query', { sql: 'x; DROP TABLE users' }), 'deny')).toBe(true);
    expect(applies('mcp__db__*(sql:*DROP TABLE*)', tool('mcp__db__query', { sql: 'select 1' }), 'deny')).toBe(false);
  });
});
