import { describe, expect, it } from 'vitest';
import { coreMessageIn, coreMessageTemplates, sayCoreMessage } from '../../../renderer/src/i18n/core-messages.ts';
import { languages } from '../../../renderer/src/i18n/language.ts';
import { coreMessageOf, englishCoreMessages, englishOf } from '../../../shared/vocabulary/core-messages.ts';
import { coreMessageCode } from '../../../shared/vocabulary/core-message-schema.ts';

const placeholders = (template: string) => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the table of core messages', () => {
  it.each(languages)('has words in %s for every code, with the same parameters as the English, and no code the core does not send', (language) => {
    const templates = coreMessageTemplates[language];
    expect(Object.keys(templates).sort()).toEqual([...coreMessageCode.options].sort());
    for (const code of coreMessageCode.options) expect(placeholders(templates[code] ?? ''), code).toEqual(placeholders(englishCoreMessages[code]));
  });

  it('says every code in Chinese, not in English', () => {
    for (const code of coreMessageCode.options) expect(coreMessageTemplates['zh-CN'][code], code).not.toBe(englishCoreMessages[code]);
  });
});

describe('a core message in the language of the UI', () => {
  const denial = coreMessageOf('permission.rule-denies', {
    rule: 'Bash(rm:*)',
    subject: coreMessageOf('permission.run-by', { label: 'rm -rf build', how: coreMessageOf('permission.runner-runs', { runner: 'taskset', program: 'rm' }) }),
  });

  it('is the English the core sends, parameters and the messages inside them filled in', () => {
    expect(englishOf(denial)).toBe('Bash(rm:*) denies rm -rf build (taskset runs rm)');
    expect(sayCoreMessage(denial, 'what the core sent', 'en')).toBe('Bash(rm:*) denies rm -rf build (taskset runs rm)');
  });

  it('is Chinese in 简体中文, down to the messages inside its parameters', () => {
    expect(coreMessageIn(denial, 'zh-CN')).toBe('规则 Bash(rm:*) 拒绝 rm -rf build（taskset 运行 rm）');
    expect(sayCoreMessage(coreMessageOf('call.person-denied-saying', { message: 'Keep it a draft' }), 'x', 'zh-CN')).toBe('你拒绝了此调用：Keep it a draft');
    expect(sayCoreMessage(coreMessageOf('permission.command-too-long', { limit: '10,000' }), 'x', 'zh-CN')).toBe('命令超过 10,000 个字符');
  });

  it('falls back to the English text the core sent for a code it does not know, a malformed message, or none', () => {
    expect(sayCoreMessage({ code: 'permission.from-a-newer-core', params: {} }, 'the English', 'zh-CN')).toBe('the English');
    expect(sayCoreMessage({ code: 'call.person-denied', params: { message: { nested: true } } }, 'the English', 'zh-CN')).toBe('the English');
    expect(sayCoreMessage(undefined, 'the English', 'zh-CN')).toBe('the English');
    expect(sayCoreMessage(coreMessageOf('call.person-denied'), 'the English', 'klingon')).toBe('the English');
  });
});
