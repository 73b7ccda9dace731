import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage, languages, rememberLanguage, type Language } from './language.ts';
import { resourcesFrom } from './resources.ts';

const files = import.meta.glob(['../features/*/locales/*.json', '../app/locales/*.json'], { eager: true, import: 'default' });

/** Starts i18next with every feature's strings; the language is the remembered one or the browser's. */
export function startI18n(): Promise<unknown> {
  const language = initialLanguage(localStorage, navigator.language);
  document.documentElement.lang = language;
  return i18next.use(initReactI18next).init({
    resources: resourcesFrom(files),
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/** Switches the language at run time and remembers it. */
export async function setLanguage(language: Language): Promise<void> {
  rememberLanguage(localStorage, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}
