export const languages = ['en', 'zh-CN'] as const;
export type Language = (typeof languages)[number];

const storageKey = 'deft.language';

/** The language a BCP 47 tag maps to: any Chinese tag reads Simplified Chinese, everything else English. */
export function languageFor(tag: string | null | undefined): Language {
  return tag?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

/** The remembered choice, else the browser's language. */
export function initialLanguage(storage: Pick<Storage, 'getItem'>, navigatorLanguage: string): Language {
  const stored = storage.getItem(storageKey);
  return isLanguage(stored) ? stored : languageFor(navigatorLanguage);
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'>, language: Language): void {
  storage.setItem(storageKey, language);
}
