import { useTranslation } from 'react-i18next';
import type { PendingApproval } from '../../../../shared/ipc/domains/approvals.ts';
import { useCoreMessages } from '../../i18n/use-core-messages.ts';
import { escapedText } from '../../../../shared/hidden-characters.ts';
import { ShownText } from '../hidden-text/ShownText.tsx';

type Part = NonNullable<PendingApproval['parts']>[number];

/**
 * Why the call needs you. One part that needs you (the others allowed, as the paths a command
 * writes in the project): a sentence. Several: each part with what it can do, its verdict, why it
 * needs you (what decided it in its tooltip); the dangerous parts come first, and those that need
 * you are marked.
 */
export function DecisionParts({ parts }: { parts: Part[] }) {
  const { t } = useTranslation('approvals');
  const say = useCoreMessages();
  const reason = (part: Part) => part.reason && say(part.reasonMessage, part.reason);
  const source = (part: Part) => part.source && `${t('source')}: ${t(`sources.${part.source.kind}`)}${part.source.detail === part.reason ? '' : ` (${part.source.detail})`}`;
  const needYou = parts.filter((part) => part.verdict !== 'allow');
  const [only] = needYou;
  if (needYou.length === 1 && only) {
    return (
      <p className="decision-sentence" data-testid="decision-sentence" data-verdict={only.verdict} data-risk={only.risk}>
        <ShownText text={t(`sentence.${only.verdict}`, { part: only.label, risk: t(`risks.${only.risk}`), reason: reason(only) ?? source(only) ?? '' })} />
      </p>
    );
  }
  return (
    <table className="decision-parts">
      <caption className="visually-hidden">{t('parts')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('part')}</th>
          <th scope="col">{t('risk')}</th>
          <th scope="col">{t('verdict')}</th>
        </tr>
      </thead>
      <tbody>
        {parts.map((part, index) => (
          <tr key={index} data-verdict={part.verdict} data-risk={part.risk} className={part.verdict === 'allow' ? undefined : 'needs-you'}>
            <td title={escapedText([part.label, reason(part), source(part)].filter(Boolean).join('\n'))}>
              {part.verdict !== 'allow' && (
                <span className="needs-you-mark" aria-label={t('needsYou')} title={t('needsYou')}>
                  ⚠{' '}
                </span>
              )}
              <code>
                <ShownText text={part.label} />
              </code>
              {part.reason && (
                <span className="part-reason">
                  <ShownText text={reason(part) ?? part.reason} />
                </span>
              )}
            </td>
            <td>{t(`risks.${part.risk}`)}</td>
            <td>{t(`verdicts.${part.verdict}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
