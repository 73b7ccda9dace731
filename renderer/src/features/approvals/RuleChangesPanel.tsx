import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleChangeView } from '../../../../shared/ipc/domains/grants.ts';
import { deft } from '../../deft.ts';
import { FailureText } from '../settings/FailureText.tsx';
import { outcomeOf, type Failure } from '../settings/failure.ts';
import './approvals.css';

/** A change that gives the agent more: a rule that now allows, or a deny or ask that is gone. */
const widens = (change: RuleChangeView) => (change.change === 'added') === (change.list === 'allow');

/**
 * Rules a settings file gained or lost while this session ran (written by a tool, a command or
 * another program): not in force until the person puts them in force here, and only those shown.
 * Looked up again whenever `changed` does (a turn ending).
 */
export function RuleChangesPanel({ sessionId, changed }: { sessionId: string; changed: unknown }) {
  const { t } = useTranslation('approvals');
  const [changes, setChanges] = useState<RuleChangeView[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [kept, setKept] = useState<string | null>(null);
  const load = useCallback(async () => {
    const listed = await outcomeOf(deft().grants.ruleChanges({ sessionId }));
    setChanges(listed.ok ? listed.data : []);
  }, [sessionId]);
  useEffect(() => {
    void load();
  }, [load, changed]);
  const shown = JSON.stringify(changes);
  if (changes.length === 0 || kept === shown) return null;
  const confirm = async () => {
    const answered = await outcomeOf(deft().grants.confirmRuleChanges({ sessionId, seen: changes }));
    if (!answered.ok) {
      setFailure(answered.failure);
      return;
    }
    setFailure(answered.data.confirmed ? null : { text: t('ruleChanges.changedAgain') });
    setChanges(answered.data.confirmed ? [] : answered.data.changes);
  };
  return (
    <section className="rule-changes" role="alert" aria-label={t('ruleChanges.label')} data-testid="rule-changes">
      <p>{t('ruleChanges.summary')}</p>
      <ul>
        {[...changes]
          .sort((a, b) => Number(widens(b)) - Number(widens(a)))
          .map((change) => (
            <li key={`${change.file}:${change.change}:${change.list}:${change.rule}`} className={widens(change) ? 'widens' : undefined} data-testid="rule-change">
              <span>{t(`ruleChanges.${change.change}.${change.list}`)}</span> <code>{change.rule}</code> <code className="muted">{change.file}</code>
            </li>
          ))}
      </ul>
      <FailureText failure={failure ?? undefined} testId="rule-changes-failure" />
      <div className="rule-changes-actions">
        <button type="button" onClick={() => void confirm()} data-testid="rule-changes-confirm">
          {t('ruleChanges.confirm')}
        </button>
        <button type="button" onClick={() => setKept(shown)} data-testid="rule-changes-keep">
          {t('ruleChanges.keep')}
        </button>
      </div>
    </section>
  );
}
