import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../stores/app-info.ts';

/** The app's warnings and errors (a missing ripgrep, keys stored in plain text…) until dismissed. */
export function NoticeBar() {
  const { t } = useTranslation('app');
  const notices = useAppInfo((state) => state.notices);
  const [dismissed, setDismissed] = useState(0);
  const shown = notices.slice(dismissed).filter((notice) => notice.level !== 'info');
  if (shown.length === 0) return null;
  return (
    <div className="notice-bar" role="status" data-testid="notice-bar">
      <ul>
        {shown.map((notice, index) => (
          <li key={index} className={notice.level}>
            {notice.message}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => setDismissed(notices.length)}>
        {t('dismiss')}
      </button>
    </div>
  );
}
