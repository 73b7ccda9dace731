import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GrantView } from '../../../../shared/ipc/domains/grants.ts';
import { deft } from '../../deft.ts';
import { outcomeOf, type Failure } from './failure.ts';
import { FailureText } from './FailureText.tsx';

/** The project's grants ("always allow" rules, and a session's while it is open), each with a revoke button. */
export function GrantsList({ projectPath, onRevoked }: { projectPath: string; onRevoked(): void }) {
  const { t } = useTranslation('settings');
  const [grants, setGrants] = useState<GrantView[] | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [revokeFailure, setRevokeFailure] = useState<{ rule: string; failure: Failure } | null>(null);
  const load = useCallback(async () => {
    const listed = await outcomeOf(deft().grants.list({ projectPath }));
    setGrants(listed.ok ? listed.data : []);
    setFailure(listed.ok ? null : listed.failure);
  }, [projectPath]);
  useEffect(() => {
    void load();
  }, [load]);
  const revoke = async (grant: GrantView) => {
    const revoked = await outcomeOf(deft().grants.revoke({ projectPath, grant: { scope: grant.scope, rule: grant.rule, ...(grant.sessionId && { sessionId: grant.sessionId }) } }));
    setRevokeFailure(revoked.ok ? null : { rule: grant.rule, failure: revoked.failure });
    await load();
    if (revoked.ok) onRevoked();
  };
  return (
    <div data-testid="grants">
      <FailureText failure={failure ?? undefined} />
      {grants?.length === 0 && <p className="settings-hint">{t('grants.none')}</p>}
      <ul className="settings-grants">
        {grants?.map((grant) => (
          <li key={`${grant.scope}:${grant.sessionId ?? ''}:${grant.rule}`} data-testid="grant">
            <code>{grant.rule}</code>
            <span className="settings-badge">{t(`grants.${grant.scope}`)}</span>
            {grant.file && <code className="settings-path">{grant.file}</code>}
            <button type="button" onClick={() => void revoke(grant)} aria-label={t('grants.revokeRule', { rule: grant.rule })}>
              {t('grants.revoke')}
            </button>
            {revokeFailure?.rule === grant.rule && <FailureText failure={revokeFailure.failure} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
