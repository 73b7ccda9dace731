import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckResultView, TestedService } from '../../../shared/ipc/domains/models.ts';
import { createServiceConfig, parseServiceSettings, type ServiceSettings } from '../services/config.ts';
import { checkAmap, checkGoogleMaps } from '../services/location/check.ts';
import { checkJina } from '../services/web-fetch/check.ts';
import { checkWebSearch } from '../services/web-search/check.ts';
import type { Secrets } from '../settings/secrets.ts';
import { settingsObject } from './settings-object.ts';

/** The settings screen's test buttons of the cloud services, with the stored keys and the user settings' `services`. */
export function createServiceChecks(options: { dataDir: string; secrets: Secrets; env: NodeJS.ProcessEnv }) {
  return async (service: TestedService): Promise<CheckResultView> => {
    const config = createServiceConfig({ secrets: options.secrets, env: options.env, settings: userServiceSettings(options.dataDir) });
    if (service === 'amap') return checkAmap(config);
    if (service === 'googleMaps') return checkGoogleMaps(config);
    if (service === 'jina') return checkJina(config);
    const { ok, detail } = await checkWebSearch(config);
    return { ok, detail };
  };
}

/** The `services` key of `<data dir>/settings.json`; anything unusable counts as not set. */
function userServiceSettings(dataDir: string): ServiceSettings | undefined {
  let text: string;
  try {
    text = readFileSync(join(dataDir, 'settings.json'), 'utf8');
  } catch {
    return undefined;
  }
  const services = parseServiceSettings(settingsObject(text)?.services);
  return services.ok ? services.value : undefined;
}
