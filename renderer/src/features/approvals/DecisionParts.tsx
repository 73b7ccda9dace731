import { useTranslation } from 'react-i18next';
import type { PendingApproval } from '../../../../shared/ipc/domains/approvals.ts';

type Part = NonNullable<PendingApproval['parts']>[number];

/** Each part of a compound command with what it can do, its verdict, why it needs you, and the rule (or other source) that gave it; the dangerous parts come first. */
export function DecisionParts({ parts }: { parts: Part[] }) {
  const { t } = useTranslation('approvals');
  return (
    <table className="decision-parts">
      <caption className="visually-hidden">{t('parts')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('part')}</th>
          <th scope="col">{t('risk')}</th>
          <th scope="col">{t('verdict')}</th>
          <th scope="col">{t('source')}</th>
        </tr>
      </thead>
      <tbody>
        {parts.map((part, index) => (
          <tr key={index} data-verdict={part.verdict} data-risk={part.risk}>
            <td>
              <code>{part.label}</code>
              {part.reason && <div className="part-reason">{part.reason}</div>}
            </td>
            <td>{t(`risks.${part.risk}`)}</td>
            <td>{t(`verdicts.${part.verdict}`)}</td>
            <td>{part.source ? `${t(`sources.${part.source.kind}`)}: ${part.source.detail}` : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
