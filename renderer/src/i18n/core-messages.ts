import { coreMessage } from '../../../shared/vocabulary/core-message-schema.ts';
import {
  englishCoreMessages,
  englishOf,
  fillTemplate,
  type CoreMessage,
  type CoreMessageCode,
} from '../../../shared/vocabulary/core-messages.ts';
import { isLanguage, type Language } from './language.ts';
import zhCN from './locales/core-messages.zh-CN.json';

/** The core's messages in each language of the UI, by code; English is the core's own table. */
export const coreMessageTemplates: Record<Language, Partial<Record<CoreMessageCode, string>>> = { en: englishCoreMessages, 'zh-CN': zhCN };

/** A message by code in `language`; a parameter that is a message is said in it too, and one with no words there in English. */
export function coreMessageIn(message: CoreMessage, language: Language): string | undefined {
  const template = coreMessageTemplates[language][message.code];
  return template === undefined ? undefined : fillTemplate(template, message.params, (inner) => coreMessageIn(inner, language) ?? englishOf(inner));
}

/**
 * What the core said, in the UI's language: `message` is the `{code, params}` it sent beside its
 * English `text`, which is what shows when the code is unknown (an older or newer core) or missing.
 */
export function sayCoreMessage(message: unknown, text: string, language: string): string {
  const parsed = coreMessage.safeParse(message);
  if (!parsed.success || !isLanguage(language)) return text;
  return coreMessageIn(parsed.data, language) ?? text;
}
