import type { Language } from '../../i18n/language.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { useTheme } from '../../theme/theme.ts';
import type { ThemeChoice } from '../../theme/theme-choice.ts';

/** Tells the rest of the window (and anything listening) that a preference changed. */
function announce(detail: { language?: Language; theme?: ThemeChoice }): void {
  window.dispatchEvent(new CustomEvent('deft:preferences', { detail }));
}

/** Switches and remembers the language (`deft.language`) through the frame's i18n. */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  announce({ language });
}

/** Switches and remembers the theme (`deft.theme`) through the frame's theme store. */
export function chooseTheme(theme: ThemeChoice): void {
  useTheme.getState().setChoice(theme);
  announce({ theme });
}
