import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../stores/app-info.ts';

export function AppInfoPanel() {
  const { t } = useTranslation('app-info');
  const { info, error, notices } = useAppInfo();
  if (error) return <p role="alert" className="error">{error}</p>;
  if (!info) return <p aria-busy="true">{t('loading')}</p>;
  const rows: Array<[string, string]> = [
    [t('version'), info.version],
    [t('platform'), `${info.platform} (${info.arch})`],
    ['Node', info.nodeVersion],
    ['Electron', info.electronVersion ?? t('noElectron')],
    [t('dataFolder'), info.dataDir],
  ];
  return (
    <section aria-labelledby="app-info-title" className="app-info">
      <h2 id="app-info-title">{t('title')}</h2>
      <dl data-testid="app-info">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('binaries')}</h3>
      <ul data-testid="binaries">
        {Object.entries(info.binaries).map(([name, status]) => (
          <li key={name} data-found={status.found}>
            <code>{name}</code> {status.found ? status.path : t('notFound')}
          </li>
        ))}
      </ul>
      {notices.length > 0 && (
        <ul data-testid="notices" className="notices">
          {notices.map((notice, index) => (
            <li key={index} className={notice.level}>
              {notice.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
