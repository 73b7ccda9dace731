import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenedProject } from '../../../../shared/ipc/domains/projects.ts';
import type { Failure } from '../settings/failure.ts';
import { FailureText } from '../settings/FailureText.tsx';
import { modelSetting, providerKeyNames, type ProviderId } from '../settings/provider-settings.ts';
import { useSettings, useStoredKeys } from '../settings/store.ts';
import { FolderStep } from './FolderStep.tsx';
import { offeredProviders, preselectedProvider } from './offered-providers.ts';
import { ProviderStep } from './ProviderStep.tsx';
import { useLocalOllama } from './use-local-ollama.ts';
import '../settings/settings.css';
import './first-run.css';

/** The first screen of a new installation: a folder, a provider (a local Ollama when there is one), a test, go. */
export function FirstRun({ onDone }: { onDone(projectPath: string): void }) {
  const { t } = useTranslation('first-run');
  const providers = useSettings((state) => state.providers);
  const stored = useStoredKeys();
  const ollama = useLocalOllama();
  const [project, setProject] = useState<OpenedProject | null>(null);
  const [picked, setPicked] = useState<ProviderId | null>(null);
  const [model, setModel] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [going, setGoing] = useState(false);
  useEffect(() => {
    const { loadUser, loadSecrets, loadProviders } = useSettings.getState();
    void Promise.all([loadUser(), loadSecrets(), loadProviders()]);
  }, []);
  const offered = offeredProviders(providers ?? [], ollama?.found ?? false);
  const chosen = picked ?? (ollama === null ? null : preselectedProvider(offered));
  const provider = offered.find((offer) => offer.id === chosen);
  const keyName = provider ? providerKeyNames[provider.id] : null;
  const keyReady = !provider?.requiresKey || provider.keySet || (keyName !== null && stored.includes(keyName));
  const choose = (next: ProviderId) => {
    setPicked(next);
    setModel('');
  };
  const go = async () => {
    if (!project || !chosen) return;
    setGoing(true);
    const written = model === '' ? null : await useSettings.getState().writeUser(['model'], modelSetting(chosen, model));
    setGoing(false);
    if (written && !written.ok) {
      setFailure(written.failure);
      return;
    }
    onDone(project.path);
  };
  return (
    <main className="settings-first-run" data-testid="first-run">
      <h1>{t('title')}</h1>
      <p className="settings-hint">{t('intro')}</p>
      <FolderStep project={project} onOpened={setProject} />
      <ProviderStep offered={offered} ollamaModels={ollama?.found ? ollama.models.length : null} chosen={chosen} onChoose={choose} model={model} onModel={setModel} />
      <section className="first-run-step" aria-labelledby="first-run-go">
        <h2 id="first-run-go">{t('go.title')}</h2>
        {!project && <p className="settings-hint">{t('go.needFolder')}</p>}
        {project && !keyReady && <p className="settings-hint">{t('go.needKey')}</p>}
        <button type="button" className="first-run-go" disabled={!project || !chosen || !keyReady || going} onClick={() => void go()} data-testid="first-run-go">
          {t('go.start')}
        </button>
        <FailureText failure={failure ?? undefined} />
      </section>
    </main>
  );
}
