import { useTranslation } from 'react-i18next';
import { sayCoreMessage } from './core-messages.ts';

/** `sayCoreMessage` in the current language, re-rendering when it changes. */
export function useCoreMessages(): (message: unknown, text: string) => string {
  const { i18n } = useTranslation();
  return (message, text) => sayCoreMessage(message, text, i18n.language);
}
