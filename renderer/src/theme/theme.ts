import { create } from 'zustand';
import { rememberThemeChoice, resolveTheme, storedThemeChoice, type Theme, type ThemeChoice } from './theme-choice.ts';
import './tokens.css';
import './theme.css';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

interface ThemeState {
  choice: ThemeChoice;
  theme: Theme;
  setChoice(choice: ThemeChoice): void;
}

function apply(choice: ThemeChoice): Theme {
  const theme = resolveTheme(choice, darkQuery().matches);
  document.documentElement.dataset.theme = theme;
  return theme;
}

/** The theme choice (remembered in localStorage) and the theme it resolves to now. */
export const useTheme = create<ThemeState>((set) => {
  const choice = storedThemeChoice(localStorage);
  return {
    choice,
    theme: apply(choice),
    setChoice(next) {
      rememberThemeChoice(localStorage, next);
      set({ choice: next, theme: apply(next) });
    },
  };
});

/** Follows the system's light or dark preference while the choice is "system". */
export function followSystemTheme(): void {
  darkQuery().addEventListener('change', () => {
    const { choice } = useTheme.getState();
    useTheme.setState({ theme: apply(choice) });
  });
}
