import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages } from '../../i18n/language.ts';
import { useInBrowser } from '../../stores/shell-host.ts';
import { useTheme } from '../../theme/theme.ts';
import { themeChoices, type ThemeChoice } from '../../theme/theme-choice.ts';
import { defaultQuickAskShortcut, looksLikeAccelerator } from './accelerator.ts';
import { chooseLanguage, chooseTheme } from './preferences.ts';
import { SettingTextField } from './SettingTextField.tsx';

/** Each language named in itself, so a person can find their own whatever the screen shows now. */
const languageNames: Record<(typeof languages)[number], string> = { en: 'English', 'zh-CN': '简体中文' };

/** Language, theme and the quick-ask shortcut. */
export function GeneralSection() {
  const { t, i18n } = useTranslation('settings');
  const languageId = useId();
  const themeId = useId();
  const theme = useTheme((state) => state.choice);
  const inBrowser = useInBrowser();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <>
      <div className="settings-field">
        <label htmlFor={languageId}>{t('general.language')}</label>
        <select id={languageId} value={language} onChange={(event) => isLanguage(event.target.value) && void chooseLanguage(event.target.value)} data-testid="settings-language">
          {languages.map((choice) => (
            <option key={choice} value={choice} lang={choice}>
              {languageNames[choice]}
            </option>
          ))}
        </select>
      </div>
      <div className="settings-field">
        <label htmlFor={themeId}>{t('general.theme')}</label>
        <select id={themeId} value={theme} onChange={(event) => chooseTheme(event.target.value as ThemeChoice)} data-testid="settings-theme">
          {themeChoices.map((choice) => (
            <option key={choice} value={choice}>
              {t(`general.themes.${choice}`)}
            </option>
          ))}
        </select>
      </div>
      <SettingTextField
        path={['quickAskShortcut']}
        label={t('general.shortcut')}
        placeholder={defaultQuickAskShortcut}
        hint={inBrowser ? t('general.shortcutBrowser') : t('general.shortcutHint', { shortcut: defaultQuickAskShortcut })}
        check={(text) => (looksLikeAccelerator(text) ? null : { key: 'errors.notAccelerator' })}
        testId="settings-shortcut"
      />
    </>
  );
}
