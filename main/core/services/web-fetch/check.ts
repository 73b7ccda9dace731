import type { CheckResultView } from '../../../../shared/ipc/domains/models.ts';
import type { ServiceConfig } from '../config.ts';
import { ServiceError } from '../http/service-error.ts';
import { jinaBackend, readWithJina } from './jina.ts';

/** The small, well-known page the test reads. */
export const jinaCheckPage = 'https://example.com/';

/** The settings screen's test button: Jina Reader reads one small page with the stored key. */
export async function checkJina(config: ServiceConfig): Promise<CheckResultView> {
  try {
    const jina = jinaBackend(config);
    if (!jina) return { ok: false, detail: 'No Jina key is set (JINA_API_KEY or the key in Settings); WebFetch fetches pages directly without one.' };
    const page = await readWithJina({ key: jina.key, baseUrl: jina.baseUrl.href }, jinaCheckPage, 'markdown', { timeoutMs: 10_000 });
    const characters = page.content.length;
    const title = page.title ? `"${page.title}"` : 'a page without a title';
    return { ok: true, detail: `Jina Reader works: it read ${title} from ${jinaCheckPage} (${characters} character${characters === 1 ? '' : 's'}).` };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { ok: false, detail: error.message };
  }
}
