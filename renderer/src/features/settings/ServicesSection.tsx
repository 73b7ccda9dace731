import { useTranslation } from 'react-i18next';
import { isHttpUrl } from './provider-settings.ts';
import { SecretField } from './SecretField.tsx';
import { ServiceTest } from './ServiceTest.tsx';
import { SettingSelect } from './SettingSelect.tsx';
import { SettingTextField } from './SettingTextField.tsx';

/** The cloud services behind WebSearch, WebFetch and Location: their keys, SearXNG's address and a test for each. */
export function ServicesSection() {
  const { t } = useTranslation('settings');
  return (
    <>
      <section className="settings-card" aria-labelledby="settings-web-search" data-testid="services-web-search">
        <h3 id="settings-web-search">{t('services.webSearch')}</h3>
        <SettingSelect
          path={['services', 'webSearch']}
          label={t('services.backend')}
          choices={[
            { value: '', label: t('services.backendAuto') },
            { value: 'tavily', label: 'Tavily' },
            { value: 'searxng', label: 'SearXNG' },
          ]}
          testId="services-backend"
        />
        <SecretField name="TAVILY_API_KEY" label={t('services.tavilyKey')} />
        <SettingTextField
          path={['services', 'urls', 'SEARXNG_URL']}
          label={t('services.searxngUrl')}
          placeholder="https://searx.example.org"
          check={(text) => (isHttpUrl(text) ? null : { key: 'errors.notUrl' })}
          testId="services-searxng-url"
        />
        <ServiceTest service="webSearch" />
      </section>
      <section className="settings-card" aria-labelledby="settings-jina" data-testid="services-jina">
        <h3 id="settings-jina">{t('services.jina')}</h3>
        <p className="settings-hint">{t('services.jinaHint')}</p>
        <SecretField name="JINA_API_KEY" label={t('services.jinaKey')} />
        <ServiceTest service="jina" />
      </section>
      <section className="settings-card" aria-labelledby="settings-amap" data-testid="services-amap">
        <h3 id="settings-amap">{t('services.amap')}</h3>
        <SecretField name="AMAP_API_KEY" label={t('services.amapKey')} />
        <ServiceTest service="amap" />
      </section>
      <section className="settings-card" aria-labelledby="settings-google-maps" data-testid="services-google-maps">
        <h3 id="settings-google-maps">{t('services.googleMaps')}</h3>
        <SecretField name="GOOGLE_MAPS_API_KEY" label={t('services.googleMapsKey')} />
        <ServiceTest service="googleMaps" />
      </section>
    </>
  );
}
