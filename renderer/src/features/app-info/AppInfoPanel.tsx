import { useAppInfo } from '../../stores/app-info.ts';

export function AppInfoPanel() {
  const { info, error, notices } = useAppInfo();
  if (error) return <p role="alert" className="error">{error}</p>;
  if (!info) return <p aria-busy="true">Loading…</p>;
  const rows: Array<[string, string]> = [
    ['Version', info.version],
    ['Platform', `${info.platform} (${info.arch})`],
    ['Node', info.nodeVersion],
    ['Electron', info.electronVersion ?? 'not running in Electron'],
    ['Data folder', info.dataDir],
  ];
  return (
    <section aria-labelledby="app-info-title" className="app-info">
      <h2 id="app-info-title">About this installation</h2>
      <dl data-testid="app-info">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>Tools on PATH</h3>
      <ul data-testid="binaries">
        {Object.entries(info.binaries).map(([name, status]) => (
          <li key={name} data-found={status.found}>
            <code>{name}</code> {status.found ? status.path : 'not found'}
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
