import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { McpServerView } from '../../../../shared/ipc/domains/extensions.ts';
import { deft } from '../../deft.ts';
import { FailureText } from './FailureText.tsx';
import { emptyServerForm, parseServerForm, type NewServerForm } from './mcp-new-server.ts';
import { useAction } from './use-action.ts';

type Scope = 'project' | 'user';

/** A labelled field of the form; `multiline` fields take one entry per line. */
function Field({ label, hint, value, onChange, multiline, testId }: { label: string; hint?: string; value: string; onChange(value: string): void; multiline?: boolean; testId: string }) {
  const id = useId();
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} rows={3} spellCheck={false} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId} />
      ) : (
        <input id={id} type="text" spellCheck={false} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId} />
      )}
      {hint && <p className="settings-hint">{hint}</p>}
    </div>
  );
}

/**
 * Adds a server to the project's `.mcp.json` or the user's settings, as `claude mcp add` would, and
 * starts it in the session at once.
 */
export function McpAddServer({ sessionId, onServers }: { sessionId: string; onServers(answer: { sessionId: string; servers: McpServerView[] }): void }) {
  const { t } = useTranslation('settings');
  const scopeId = useId();
  const transportId = useId();
  const [form, setForm] = useState<NewServerForm>(emptyServerForm);
  const [scope, setScope] = useState<Scope>('project');
  const action = useAction((input: Parameters<ReturnType<typeof deft>['extensions']['mcpAdd']>[0]) => deft().extensions.mcpAdd(input));
  const set = (field: keyof NewServerForm) => (value: string) => setForm((previous) => ({ ...previous, [field]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseServerForm(form);
    if (!parsed.ok) return action.fail(parsed.failure);
    const answer = await action.run({ sessionId, scope, ...parsed.value });
    if (!answer) return;
    onServers(answer);
    setForm(emptyServerForm);
  };
  return (
    <details className="settings-card mcp-add" data-testid="mcp-add">
      <summary>{t('mcp.add.title')}</summary>
      <form onSubmit={(event) => void submit(event)}>
        <Field label={t('mcp.add.name')} hint={t('mcp.add.nameHint')} value={form.name} onChange={set('name')} testId="mcp-add-name" />
        <div className="settings-field">
          <label htmlFor={scopeId}>{t('mcp.add.scope')}</label>
          <select id={scopeId} value={scope} onChange={(event) => setScope(event.target.value as Scope)} data-testid="mcp-add-scope">
            <option value="project">{t('mcp.add.scopeProject')}</option>
            <option value="user">{t('mcp.add.scopeUser')}</option>
          </select>
        </div>
        <div className="settings-field">
          <label htmlFor={transportId}>{t('mcp.add.transport')}</label>
          <select id={transportId} value={form.transport} onChange={(event) => set('transport')(event.target.value)} data-testid="mcp-add-transport">
            <option value="stdio">{t('mcp.add.stdio')}</option>
            <option value="http">{t('mcp.add.http')}</option>
          </select>
        </div>
        {form.transport === 'stdio' ? (
          <>
            <Field label={t('mcp.add.command')} value={form.command} onChange={set('command')} testId="mcp-add-command" />
            <Field label={t('mcp.add.args')} hint={t('mcp.add.argsHint')} value={form.args} onChange={set('args')} multiline testId="mcp-add-args" />
            <Field label={t('mcp.add.env')} hint={t('mcp.add.envHint')} value={form.env} onChange={set('env')} multiline testId="mcp-add-env" />
          </>
        ) : (
          <>
            <Field label={t('mcp.add.url')} value={form.url} onChange={set('url')} testId="mcp-add-url" />
            <Field label={t('mcp.add.headers')} hint={t('mcp.add.headersHint')} value={form.headers} onChange={set('headers')} multiline testId="mcp-add-headers" />
          </>
        )}
        <button type="submit" disabled={action.pending} data-testid="mcp-add-submit">
          {action.pending ? t('mcp.add.adding') : t('mcp.add.submit')}
        </button>
        <FailureText failure={action.failure} testId="mcp-add-failure" />
      </form>
    </details>
  );
}
