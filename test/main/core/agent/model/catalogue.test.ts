import { describe, expect, it } from 'vitest';
import { familyOf, lookupModel } from '../../../../../main/core/agent/model/catalogue.ts';

describe('the model catalogue', () => {
  it.each([
    ['claude-sonnet-4-5-20250929', 'claude-sonnet-4-5', 200_000, 64_000],
    ['anthropic/claude-sonnet-4.5', 'claude-sonnet-4-5', 200_000, 64_000],
    ['claude-opus-4-1@20250805', 'claude-opus-4-1', 200_000, 32_000],
    ['claude-opus-4-6', 'claude-opus-4-6', 1_000_000, 128_000],
    ['gpt-5-mini-2025-08-07', 'gpt-5-mini', 400_000, 128_000],
    ['gpt-4.1-2025-04-14', 'gpt-4.1', 1_047_576, 32_768],
    ['gpt-4.1-mini', 'gpt-4.1-mini', 1_047_576, 32_768],
    ['o4-mini-2025-04-16', 'o4-mini', 200_000, 100_000],
    ['qwen3-coder:30b', 'qwen3-coder', 262_144, 65_536],
    ['deepseek-chat', 'deepseek-chat', 128_000, 8_192],
  ])('finds %s as %s', (id, entry, contextWindow, maxOutputTokens) => {
    expect(lookupModel(id)).toMatchObject({ id: entry, known: true, contextWindow, maxOutputTokens });
  });

  it('takes the longest known id a newer one starts with', () => {
    expect(lookupModel('claude-opus-4-9')).toMatchObject({ id: 'claude-opus-4', known: true });
    expect(lookupModel('gpt-5.1-codex-max').id).toBe('gpt-5.1-codex');
    expect(lookupModel('gpt-5').id).toBe('gpt-5');
  });

  it('does not match across a word', () => {
    expect(lookupModel('o3x').known).toBe(false);
    expect(lookupModel('gpt-5x').known).toBe(false);
  });

  it('knows what each model takes besides text', () => {
    expect(lookupModel('claude-haiku-4-5').capabilities).toEqual({ images: true, pdf: true, reasoning: true });
    expect(lookupModel('gpt-4o').capabilities).toEqual({ images: true, pdf: true, reasoning: false });
    expect(lookupModel('deepseek-reasoner').capabilities).toEqual({ images: false, pdf: false, reasoning: true });
  });

  it('gives an unknown model a safe default, and one of a known family that family’s limits', () => {
    expect(lookupModel('my-finetune')).toEqual({
      id: 'my-finetune',
      known: false,
      family: 'other',
      contextWindow: 128_000,
      maxOutputTokens: 8_192,
      capabilities: { images: false, pdf: false, reasoning: false },
    });
    expect(lookupModel('claude-nova-9')).toMatchObject({ known: false, family: 'claude', contextWindow: 200_000 });
  });

  it.each([
    ['claude-3-7-sonnet-latest', 'claude'],
    ['openai/gpt-oss-120b', 'gpt-oss'],
    ['o3-pro', 'o-series'],
    ['Qwen/Qwen3-Coder-480B', 'qwen'],
    ['kimi-k2-0905-preview', 'kimi'],
    ['codestral-latest', 'mistral'],
    ['llama3.1:8b', 'llama'],
  ])('says %s is of the %s family', (id, family) => {
    expect(familyOf(id)).toBe(family);
  });
});
