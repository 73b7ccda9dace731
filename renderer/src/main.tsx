import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { startI18n } from './i18n/i18n.ts';
import { followSystemTheme } from './theme/theme.ts';
import './styles.css';

followSystemTheme();
void startI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
