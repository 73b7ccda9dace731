import { describe, expect, it } from 'vitest';
import { initialLanguage, languageFor, rememberLanguage } from '../../../renderer/src/i18n/language.ts';
import { resourcesFrom } from '../../../renderer/src/i18n/resources.ts';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('language', () => {
  it('reads any Chinese tag as Simplified Chinese and the rest as English', () => {
    expect(languageFor('zh-TW')).toBe('zh-CN');
    expect(languageFor('zh')).toBe('zh-CN');
    expect(languageFor('fr-FR')).toBe('en');
  });
  it('prefers the remembered choice to the browser language', () => {
    const storage = memory();
    expect(initialLanguage(storage, 'zh-CN')).toBe('zh-CN');
    rememberLanguage(storage, 'en');
    expect(initialLanguage(storage, 'zh-CN')).toBe('en');
    storage.setItem('deft.language', 'klingon');
    expect(initialLanguage(storage, 'de')).toBe('en');
  });
});

describe('resourcesFrom', () => {
  it('files each feature folder as a namespace of its language', () => {
    expect(
      resourcesFrom({
        '../features/chat/locales/en.json': { send: 'Send' },
        '../features/chat/locales/zh-CN.json': { send: '发送' },
        '../app/locales/en.json': { back: 'Back' },
        '../features/chat/other.json': { ignored: true },
      }),
    ).toEqual({ en: { chat: { send: 'Send' }, app: { back: 'Back' } }, 'zh-CN': { chat: { send: '发送' } } });
  });
});
