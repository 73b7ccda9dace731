export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type Theme = 'light' | 'dark';

const storageKey = 'deft.theme';

export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): Theme {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}

export function storedThemeChoice(storage: Pick<Storage, 'getItem'>): ThemeChoice {
  const stored = storage.getItem(storageKey);
  return themeChoices.includes(stored as ThemeChoice) ? (stored as ThemeChoice) : 'system';
}

export function rememberThemeChoice(storage: Pick<Storage, 'setItem'>, choice: ThemeChoice): void {
  storage.setItem(storageKey, choice);
}
